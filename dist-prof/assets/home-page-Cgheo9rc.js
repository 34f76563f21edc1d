import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { N as appConfig, _ as buttonClass, c as PageHeading, f as LocaleLink, l as Container } from "./shell-oMbG3FHC.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
// src/finance/products.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The two loans of the home calculator (SPEC.md §9). Amount limits are not in the spec; these
* are ours: a short-term loan of 5 000–300 000 ₸ and an instalment loan of 50 000–3 000 000 ₸,
* both in steps of 500 ₸ so the default 78 500 ₸ is a valid position for either.
*/
var PRODUCTS = {
	pdl: {
		id: "pdl",
		/** Per day, as a fraction. */
		dailyRate: .00104,
		/** Days. */
		periods: [
			7,
			14,
			21
		],
		discount: 0,
		amount: {
			min: 5e3,
			max: 3e5,
			step: 500
		}
	},
	instalment: {
		id: "instalment",
		/** Per year, as a fraction. */
		annualRate: .3796,
		/** Months. */
		periods: [
			6,
			12,
			24,
			36,
			48,
			60
		],
		tariff: "BASIC_MONTHLY",
		amount: {
			min: 5e4,
			max: 3e6,
			step: 500
		}
	}
};
var DEFAULT_AMOUNT = 78500;
/** Brings a typed or dragged amount onto the product's slider: within limits, on a step. */
function clampAmount(product, amount) {
	const { min, max, step } = PRODUCTS[product].amount;
	if (!Number.isFinite(amount)) return min;
	const stepped = min + Math.round((amount - min) / step) * step;
	return Math.min(max, Math.max(min, stepped));
}
var Checklist_module_default = {
	list: "_list_15jui_1",
	item: "_item_15jui_13"
};
// src/features/public-pages/parts/Checklist.tsx
/** A list of conditions or things to have ready, each marked with a tick. */
function Checklist({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: Checklist_module_default.list,
		children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: Checklist_module_default.item,
			children: item
		}, index))
	});
}
var Section_module_default = {
	section: "_section_y3uyx_1",
	panel: "_panel_y3uyx_5",
	title: "_title_y3uyx_11",
	meta: "_meta_y3uyx_15",
	body: "_body_y3uyx_21",
	wide: "_wide_y3uyx_27"
};
// src/features/public-pages/parts/Section.tsx
/** A page section named by its h2, so screen readers list it among the landmarks. */
function Section({ title, children, id, meta, tone = "plain", wide = false }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		id,
		"aria-labelledby": headingId,
		className: [Section_module_default.section, tone === "panel" ? Section_module_default.panel : ""].filter(Boolean).join(" "),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: headingId,
				className: Section_module_default.title,
				children: title
			}),
			meta ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Section_module_default.meta,
				children: meta
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: wide ? Section_module_default.wide : Section_module_default.body,
				children
			})
		]
	});
}
var Steps_module_default = {
	steps: "_steps_1qv9u_1",
	step: "_step_1qv9u_1",
	title: "_title_1qv9u_37",
	text: "_text_1qv9u_43",
	compact: "_compact_1qv9u_52"
};
// src/features/public-pages/parts/Steps.tsx
/** Numbered steps of a process; the numbers come from the list, so they are read out too. */
function Steps({ steps, compact = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: [Steps_module_default.steps, compact ? Steps_module_default.compact : ""].filter(Boolean).join(" "),
		children: steps.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: Steps_module_default.step,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: Steps_module_default.title,
				children: step.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: Steps_module_default.text,
				children: step.text
			})]
		}, index))
	});
}
// src/features/public-pages/parts/format.ts
var numbers = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
var percents = new Intl.NumberFormat("ru-RU", {
	style: "percent",
	maximumFractionDigits: 3
});
var MONTHS = [
	{ id: "2ghEDZ" },
	{ id: "lv4Jfo" },
	{ id: "qcGQ0B" },
	{ id: "nIFwUW" },
	{ id: "DewAEu" },
	{ id: "2Ic1Sr" },
	{ id: "ImnIS6" },
	{ id: "gxD1d4" },
	{ id: "vrPMSU" },
	{ id: "96OLzn" },
	{ id: "HdKiBB" },
	{ id: "L5zVI4" }
];
/** Numbers, money, rates and dates written the way the page's language writes them. */
function useFormat() {
	const { _: _t, i18n } = useLingui();
	return {
		tengeRange: (min, max) => `${numbers.format(min)} – ${numbers.format(max)} ₸`,
		/** A rate given as a fraction: 0.00104 is "0,104 %". */
		percent: (fraction) => percents.format(fraction),
		/** An ISO calendar date, e.g. "2026-09-01": "1 сентября 2026 г.". */
		date: (iso) => {
			const [year, monthNumber, day] = iso.split("-").map(Number);
			const monthName = MONTHS[(monthNumber ?? 1) - 1];
			const month = monthName ? i18n._(monthName) : "";
			return _t({
				id: "/K3+GP",
				values: {
					day,
					month,
					year
				}
			});
		},
		/** "7, 14 или 21": the choices of a loan term. */
		choices: (values) => {
			const head = values.slice(0, -1).map((value) => numbers.format(value)).join(", ");
			const last = numbers.format(values[values.length - 1] ?? 0);
			return head ? _t({
				id: "AaZhEm",
				values: {
					head,
					last
				}
			}) : last;
		}
	};
}
var Cards_module_default = {
	cards: "_cards_1dfv8_1",
	card: "_card_1dfv8_1",
	title: "_title_1dfv8_21",
	text: "_text_1dfv8_26",
	three: "_three_1dfv8_46"
};
// src/features/public-pages/parts/Cards.tsx
/** A grid of short titled blocks: one column on a phone, more as the screen widens. */
function Cards({ cards, columns }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: [Cards_module_default.cards, columns === 3 ? Cards_module_default.three : ""].filter(Boolean).join(" "),
		children: cards.map((card, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: Cards_module_default.card,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: Cards_module_default.title,
				children: card.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: Cards_module_default.text,
				children: card.text
			})]
		}, index))
	});
}
var Facts_module_default = {
	facts: "_facts_1t2n5_1",
	row: "_row_1t2n5_9",
	term: "_term_1t2n5_16",
	value: "_value_1t2n5_21"
};
// src/features/public-pages/parts/Facts.tsx
/** Label–value pairs (requisites, contacts, loan terms) as a description list. */
function Facts({ facts, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: [Facts_module_default.facts, className].filter(Boolean).join(" "),
		children: facts.map((fact, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: Facts_module_default.row,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: Facts_module_default.term,
				children: fact.term
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: Facts_module_default.value,
				children: fact.value
			})]
		}, index))
	});
}
var Faq_module_default = {
	faq: "_faq_1swur_1",
	item: "_item_1swur_5",
	question: "_question_1swur_9",
	answer: "_answer_1swur_41"
};
// src/features/public-pages/parts/Faq.tsx
/** Questions that open on demand; <details> works without script and with the keyboard. */
function Faq({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: Faq_module_default.faq,
		children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: Faq_module_default.item,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
				className: Faq_module_default.question,
				children: item.question
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: Faq_module_default.answer,
				children: item.answer
			})]
		}, index))
	});
}
// src/features/public-pages/home/Advantages.tsx
function Advantages() {
	const { _: _t } = useLingui();
	const { brand } = appConfig;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		title: _t({
			id: "hFtayA",
			values: { brand }
		}),
		wide: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, { cards: [
			{
				title: _t({ id: "0/Kpp/" }),
				text: _t({ id: "SNFmL7" })
			},
			{
				title: _t({ id: "rICG32" }),
				text: _t({ id: "c6rQZJ" })
			},
			{
				title: _t({ id: "g1m/PS" }),
				text: _t({ id: "19YGQ/" })
			},
			{
				title: _t({ id: "dOfCnh" }),
				text: _t({ id: "xZcX75" })
			}
		] })
	});
}
var Hero_module_default = {
	hero: "_hero_1ahwj_1",
	inner: "_inner_1ahwj_5",
	title: "_title_1ahwj_13",
	lead: "_lead_1ahwj_17",
	actions: "_actions_1ahwj_23",
	image: "_image_1ahwj_34"
};
// src/features/public-pages/home/Hero.tsx
function Hero() {
	const { brand } = appConfig;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: Hero_module_default.hero,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			className: Hero_module_default.inner,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Hero_module_default.text,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
						className: Hero_module_default.title,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "I8XYY2" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: Hero_module_default.lead,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
							id: "DqJHgp",
							values: { brand }
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: Hero_module_default.actions,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
							to: "/{-$locale}/login",
							className: buttonClass("primary"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "G7Z58D" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
							to: "/{-$locale}/how-to-get",
							className: buttonClass("outline"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "rg0S34" })
						})]
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: Hero_module_default.image,
				src: "/images/pages/hero.svg",
				width: 480,
				height: 360,
				alt: "",
				fetchPriority: "high"
			})]
		})
	});
}
var HomePage_module_default = { sections: "_sections_mg0f7_1" };
// src/features/public-pages/home/HomeFaq.tsx
function HomeFaq() {
	const { _: _t } = useLingui();
	const format = useFormat();
	const pdlAmounts = format.tengeRange(PRODUCTS.pdl.amount.min, PRODUCTS.pdl.amount.max);
	const instalmentAmounts = format.tengeRange(PRODUCTS.instalment.amount.min, PRODUCTS.instalment.amount.max);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		title: _t({ id: "pEvikW" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Faq, { items: [
			{
				question: _t({ id: "I0ABl7" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "BaLQnJ",
					values: {
						pdlAmounts,
						instalmentAmounts
					}
				}) })
			},
			{
				question: _t({ id: "c3dkNx" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "oxMMtJ" }) })
			},
			{
				question: _t({ id: "4w4DpU" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "DyQTqb" }) })
			},
			{
				question: _t({ id: "l9R5pn" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "OSNH54" }) })
			},
			{
				question: _t({ id: "d2plwE" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "pt0e4g" }) })
			},
			{
				question: _t({ id: "+Kp1vg" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "EwEWJN" }) })
			},
			{
				question: _t({ id: "GXsBJT" }),
				answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "2JGscx",
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
						to: "/{-$locale}/how-to-return",
						hash: "restructuring"
					}) }
				}) })
			}
		] })
	});
}
var MoreLink_module_default = { more: "_more_1csi5_1" };
// src/features/public-pages/parts/MoreLink.tsx
/** A link that stands on its own line ("read more", "back home"): a full-size touch target. */
function MoreLink(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
		...props,
		className: MoreLink_module_default.more
	});
}
// src/features/public-pages/home/HowItWorks.tsx
function HowItWorks() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
		title: _t({ id: "JKADNP" }),
		wide: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			compact: true,
			steps: [
				{
					title: _t({ id: "90zBuU" }),
					text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "djV2gg" }) })
				},
				{
					title: _t({ id: "FLl0mU" }),
					text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "T0/CaU" }) })
				},
				{
					title: _t({ id: "s66qkG" }),
					text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "rjkTIx" }) })
				}
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreLink, {
			to: "/{-$locale}/how-to-get",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ynlFkP" })
		}) })]
	});
}
var ProductSummary_module_default = {
	summary: "_summary_15cgt_1",
	products: "_products_15cgt_7",
	product: "_product_15cgt_7",
	name: "_name_15cgt_23",
	purpose: "_purpose_15cgt_28",
	note: "_note_15cgt_50"
};
// src/features/public-pages/ProductSummary.tsx
var MAX_GESV = {
	pdl: .46,
	instalment: .454
};
/**
* Both loans' amounts, terms and rates as plain text. It stands on its own on the home page
* and beside the loan calculator once the calculator is mounted.
*/
function ProductSummary() {
	const { _: _t } = useLingui();
	const format = useFormat();
	const { pdl, instalment } = PRODUCTS;
	const dailyRate = format.percent(pdl.dailyRate);
	const annualRate = format.percent(instalment.annualRate);
	const pdlGesv = format.percent(MAX_GESV.pdl);
	const instalmentGesv = format.percent(MAX_GESV.instalment);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ProductSummary_module_default.summary,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: ProductSummary_module_default.products,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: ProductSummary_module_default.product,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: ProductSummary_module_default.name,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "1eBsls" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: ProductSummary_module_default.purpose,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "kqZuSZ" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [
						{
							term: _t({ id: "XWcng2" }),
							value: format.tengeRange(pdl.amount.min, pdl.amount.max)
						},
						{
							term: _t({ id: "ccSHqF" }),
							value: format.choices(pdl.periods)
						},
						{
							term: _t({ id: "rYzcH9" }),
							value: _t({
								id: "Nso7YZ",
								values: { dailyRate }
							})
						},
						{
							term: _t({ id: "qFENNW" }),
							value: _t({
								id: "yzA8dA",
								values: { pdlGesv }
							})
						}
					] })
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: ProductSummary_module_default.product,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: ProductSummary_module_default.name,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Wi8iea" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: ProductSummary_module_default.purpose,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "r0BNR3" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [
						{
							term: _t({ id: "XWcng2" }),
							value: format.tengeRange(instalment.amount.min, instalment.amount.max)
						},
						{
							term: _t({ id: "B5zyWy" }),
							value: format.choices(instalment.periods)
						},
						{
							term: _t({ id: "rYzcH9" }),
							value: _t({
								id: "0vAgkO",
								values: { annualRate }
							})
						},
						{
							term: _t({ id: "qFENNW" }),
							value: _t({
								id: "fwJ6W3",
								values: { instalmentGesv }
							})
						}
					] })
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: ProductSummary_module_default.note,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "AB8RtV" })
		})]
	});
}
var LoanOffer_module_default = {
	offer: "_offer_sz76v_1",
	title: "_title_sz76v_10"
};
// src/features/public-pages/home/LoanOffer.tsx
/**
* The region where the loan calculator is mounted (data-slot="loan-calculator"); the product
* summary under it states the terms in plain text, and alone where no calculator is given.
*/
function LoanOffer({ calculator }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		"data-slot": "loan-calculator",
		className: LoanOffer_module_default.offer,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: headingId,
				className: LoanOffer_module_default.title,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "LPrYt7" })
			}),
			calculator,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductSummary, {})
		]
	});
}
// src/features/public-pages/home/Requirements.tsx
function Requirements() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		title: _t({ id: "Wi25sI" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checklist, { items: [
			_t({ id: "tBatUx" }),
			_t({ id: "v62CBg" }),
			_t({ id: "Nqaeu3" }),
			_t({ id: "b1yKyD" }),
			_t({ id: "d02Gf+" })
		] })
	});
}
// src/features/public-pages/HomePage.tsx
/** `calculator`: the loan calculator, mounted by the route (a feature may not import another). */
function HomePage({ calculator }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		className: HomePage_module_default.sections,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoanOffer, { calculator }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HowItWorks, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Advantages, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Requirements, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeFaq, {})
		]
	})] });
}
export { Cards as a, Section as c, PRODUCTS as d, clampAmount as f, Facts as i, Checklist as l, MoreLink as n, useFormat as o, Faq as r, Steps as s, HomePage as t, DEFAULT_AMOUNT as u };
