// The sandbox's fake liveness provider: the same shape as the external provider's script
// (start a session, run the camera, report success with a best frame or fail with an error
// name of SPEC.md §8). Plain browser JavaScript, served as is by GET /sandbox/liveness/provider.js.
// It never records video: it grabs one still frame.
(function () {
  'use strict';

  var CAPTURE_DELAY_MS = 1500;
  var FIRST_FRAME_TIMEOUT_MS = 10000;
  var RING = { capturing: '#f5c400', success: '#1f9d55', failure: '#d93025' };
  var HINTS = {
    ru: {
      look_at_camera: 'Поместите лицо в овал и смотрите в камеру',
      hold_still: 'Не двигайтесь',
      processing: 'Проверяем фото…',
      done: 'Готово',
    },
    kk: {
      look_at_camera: 'Бетіңізді сопақ ішіне орналастырып, камераға қараңыз',
      hold_still: 'Қозғалмаңыз',
      processing: 'Фотосурет тексерілуде…',
      done: 'Дайын',
    },
  };
  var CAMERA_ERRORS = {
    NotAllowedError: 'CameraNotAllowedError',
    PermissionDeniedError: 'CameraNotAllowedError',
    NotFoundError: 'CameraNotFoundError',
    DevicesNotFoundError: 'CameraNotFoundError',
    NotReadableError: 'CameraNotReadableError',
    TrackStartError: 'CameraNotReadableError',
    OverconstrainedError: 'CameraOverconstrainedError',
    ConstraintNotSatisfiedError: 'CameraOverconstrainedError',
    SecurityError: 'CameraSecurityError',
    AbortError: 'CameraAbortError',
  };

  var session = { apiBase: '', token: '' };
  var current = null; // the running capture
  var lastRoot = null; // the view of the last run, removed by stop()

  function livenessError(name, message) {
    var error = new Error(message || name);
    error.name = name;
    return error;
  }

  async function post(path, body) {
    var response;
    try {
      response = await fetch(session.apiBase + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + session.token },
        body: JSON.stringify(body),
      });
    } catch {
      throw livenessError('ServerConnectionError', 'The liveness service is unreachable');
    }
    if (response.status === 401 || response.status === 403) {
      throw livenessError('ServerAuthorizationError', 'The liveness service refused the token');
    }
    if (response.status >= 500) {
      throw livenessError(
        'ServerWorkError',
        'The liveness service failed (' + response.status + ')',
      );
    }
    if (!response.ok) {
      throw livenessError(
        'ClientWorkError',
        'The liveness service rejected the request (' + response.status + ')',
      );
    }
    return response.json();
  }

  function svgElement(name, attributes) {
    var element = document.createElementNS('http://www.w3.org/2000/svg', name);
    Object.keys(attributes).forEach(function (key) {
      element.setAttribute(key, String(attributes[key]));
    });
    return element;
  }

  /** Video, the dark overlay with an oval window, the ring around the oval, the hint line. */
  function buildView(container, display) {
    var root = document.createElement('div');
    root.setAttribute('data-liveness-provider', 'sandbox');
    root.style.cssText =
      'position:relative;width:100%;max-width:480px;aspect-ratio:3/4;margin:0 auto;overflow:hidden;background:#000;border-radius:12px;';

    var video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    video.playsInline = true;
    video.setAttribute('playsinline', '');
    video.setAttribute('aria-hidden', 'true');
    video.style.cssText =
      'position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform:scaleX(-1);';

    var svg = svgElement('svg', {
      viewBox: '0 0 300 400',
      preserveAspectRatio: 'none',
      'aria-hidden': 'true',
    });
    svg.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;';
    var mask = svgElement('mask', { id: 'sandbox-liveness-oval' });
    mask.appendChild(svgElement('rect', { x: 0, y: 0, width: 300, height: 400, fill: 'white' }));
    mask.appendChild(svgElement('ellipse', { cx: 150, cy: 180, rx: 100, ry: 135, fill: 'black' }));
    var defs = svgElement('defs', {});
    defs.appendChild(mask);
    svg.appendChild(defs);
    svg.appendChild(
      svgElement('rect', {
        x: 0,
        y: 0,
        width: 300,
        height: 400,
        fill: 'black',
        'fill-opacity': display.overlayTransparency,
        mask: 'url(#sandbox-liveness-oval)',
      }),
    );
    var ring = svgElement('ellipse', {
      cx: 150,
      cy: 180,
      rx: 100,
      ry: 135,
      fill: 'none',
      stroke: RING.capturing,
      'stroke-width': 6,
      'data-ring': 'capturing',
    });
    svg.appendChild(ring);

    var hint = document.createElement('p');
    hint.setAttribute('role', 'status');
    hint.style.cssText =
      'position:absolute;left:0;right:0;bottom:0;margin:0;padding:12px 16px;text-align:center;color:#fff;background:rgba(0,0,0,0.45);font:600 calc(1.25rem * ' +
      display.hintFontMultiplier +
      ')/1.3 system-ui,sans-serif;';

    root.appendChild(video);
    root.appendChild(svg);
    root.appendChild(hint);
    container.appendChild(root);
    return { root: root, video: video, ring: ring, hint: hint };
  }

  function setRing(view, state) {
    view.ring.setAttribute('stroke', RING[state]);
    view.ring.setAttribute('data-ring', state);
  }

  function waitForFirstFrame(video) {
    return new Promise(function (resolve, reject) {
      if (video.readyState >= 2 && video.videoWidth > 0) return resolve();
      var timer = setTimeout(function () {
        reject(livenessError('CameraNotReadableError', 'The camera sends no picture'));
      }, FIRST_FRAME_TIMEOUT_MS);
      video.addEventListener(
        'loadeddata',
        function () {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  function grabFrame(video) {
    var canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    var context = canvas.getContext('2d');
    if (!context) throw livenessError('NotSupportedBrowserError', 'Canvas 2D is not available');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
  }

  function release(capture) {
    capture.timers.forEach(clearTimeout);
    if (capture.stream) {
      capture.stream.getTracks().forEach(function (track) {
        track.stop();
      });
    }
    if (current === capture) current = null;
  }

  function pause(capture, ms) {
    return new Promise(function (resolve) {
      capture.timers.push(setTimeout(resolve, ms));
    });
  }

  window.LivenessProvider = {
    startSession: async function (options) {
      session = { apiBase: (options.apiBase || '').replace(/\/+$/, ''), token: options.token };
      var answer = await post('/sandbox/liveness/session', {});
      return { sessionId: answer.session_id };
    },

    run: function (options) {
      if (current) window.LivenessProvider.stop();
      var display = options.display || { overlayTransparency: 0.55, hintFontMultiplier: 0.85 };
      var texts = HINTS[options.lang === 'kk' ? 'kk' : 'ru'];
      var onHint = options.onHint || function () {};

      return new Promise(function (resolve, reject) {
        var capture = { stream: null, timers: [], done: false, fail: null };
        current = capture;
        var view;
        var fail = function (error) {
          if (capture.done) return;
          capture.done = true;
          if (view) setRing(view, 'failure');
          release(capture);
          reject(error);
        };
        var hint = function (code) {
          view.hint.textContent = texts[code];
          onHint(code);
        };

        if (!navigator.mediaDevices || typeof navigator.mediaDevices.getUserMedia !== 'function') {
          fail(livenessError('NotSupportedBrowserError', 'This browser cannot use the camera'));
          return;
        }
        view = buildView(options.container, display);
        lastRoot = view.root;
        capture.fail = fail;
        hint('look_at_camera');

        (async function () {
          try {
            capture.stream = await navigator.mediaDevices.getUserMedia({
              video: { facingMode: 'user' },
              audio: false,
            });
          } catch (error) {
            var name = CAMERA_ERRORS[error && error.name] || 'CameraNotReadableError';
            throw livenessError(name, (error && error.message) || name);
          }
          if (capture.done) return release(capture);
          capture.stream.getVideoTracks().forEach(function (track) {
            track.addEventListener('ended', function () {
              fail(livenessError('CameraStreamInterrupted', 'The camera stopped'));
            });
          });
          view.video.srcObject = capture.stream;
          view.video.play().catch(function () {});
          await waitForFirstFrame(view.video);
          hint('hold_still');
          await pause(capture, CAPTURE_DELAY_MS);
          if (capture.done) return;
          var bestframe = grabFrame(view.video);
          hint('processing');
          await post('/sandbox/liveness/result', {
            session_id: options.sessionId,
            bestframe: bestframe,
          });
          if (capture.done) return;
          capture.done = true;
          setRing(view, 'success');
          hint('done');
          release(capture);
          resolve({ bestframe: bestframe });
        })().catch(fail);
      });
    },

    stop: function () {
      if (current && current.fail)
        current.fail(livenessError('CameraAbortError', 'The check was stopped'));
      else if (current) release(current);
      if (lastRoot && lastRoot.parentNode) lastRoot.parentNode.removeChild(lastRoot);
      lastRoot = null;
    },
  };
})();
