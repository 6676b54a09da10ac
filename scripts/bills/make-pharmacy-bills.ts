// Makes the pharmacy test bills in functions/test/bills/pharmacy/: twelve fictitious purchase bills of
// the kind an Indian pharmaceutical distributor (stockist) sends a chemist, in six layouts styled on
// distributor software (Marg ERP, Tally, Busy, a GST billing app, a counter's, continuous stationery). Each bill is a text PDF, rendered
// with pdfmake as the app renders its own documents, and a phone photo of its page (JPEG); labels.json
// holds what a reader should find on each, exact to the paisa, and MANIFEST.md says what they are.
// Deterministic (fixed seeds, a fixed PDF creation date): a second run writes the same bytes.
//   npx tsx scripts/bills/make-pharmacy-bills.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import * as prettier from 'prettier';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { gstinCheckCharacter, isValidGstin } from '../../shared/src/gst/gstin';
import { stateNameOf } from '../../shared/src/gst/state-codes';
import { indianWords } from '../../shared/src/print/amount-in-words';
import { loadCanvas } from '../../functions/src/lib/extraction/local/canvas';
import { renderPdf } from '../../functions/src/lib/print/pdf-renderer';

const OUT = join(import.meta.dirname, '..', '..', 'functions', 'test', 'bills', 'pharmacy');
/** The day the bills are read: expiries are 'past' or 'near' (within 90 days) from here. */
const TODAY = '2026-11-28';
const SEED = 20261128;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32, one stream per bill and per photo, so changing one leaves the others.

type Random = () => number;

function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` different items, in a random order. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Money, in whole paise.

type Paise = number;

const paise = (rupees: number): Paise => Math.round(rupees * 100);
const rupeesOf = (amount: Paise) => amount / 100;
/** 1234.50: two decimals, no grouping (Marg, Busy). */
const plain = (amount: Paise) => (amount / 100).toFixed(2);
const GROUPED = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1,234.50: Indian grouping (Tally, the billing app). */
const grouped = (amount: Paise) => GROUPED.format(amount / 100);
/** A round-off as printed: '+0.40' or '-0.40'. */
const signed = (amount: Paise, format: (amount: Paise) => string) =>
  `${amount < 0 ? '-' : '+'}${format(Math.abs(amount))}`;
/** '7.5', '10': a percent without trailing zeros. */
const percent = (value: number) => String(value);

/** A rupee amount in words, in one of the forms distributor software prints. */
function inWords(amount: Paise, style: 'Rupees' | 'INR' | 'Rs.'): string {
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  const paiseWords = cents ? ` and ${indianWords(cents)} Paise` : '';
  return `${style} ${indianWords(whole)}${paiseWords} Only`;
}

// ---------------------------------------------------------------------------------------------
// Parties: distributors and chemists, with GSTINs whose check character is computed.

interface Party {
  name: string;
  address: string[];
  city: string;
  pin: string;
  stateCode: string;
  gstin: string;
  /** Drug licence numbers: Form 20B (and 20), Form 21B (and 21). */
  dl: [string, string];
  phone: string;
  email?: string;
  /** A Food licence, which some chemists print. */
  fssai?: string;
}

/**
 * A GSTIN for a business: state code, a PAN (five capitals, of which the fourth is the holder's
 * kind, F firm, P proprietor, C company, and the fifth the name's initial; four digits; a capital),
 * the registration's number in the state, 'Z' and the check character.
 */
function gstin(stateCode: string, kind: 'F' | 'P' | 'C', name: string, digits: string, last: string): string {
  const initial = name.charAt(0).toUpperCase();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const letters = [Number(digits), Number(digits.slice(1)) * 7, Number(digits.slice(2)) * 13]
    .map((value) => alphabet.charAt(value % alphabet.length))
    .join('');
  const first14 = `${stateCode}${letters}${kind}${initial}${digits}${last}1Z`;
  const value = `${first14}${gstinCheckCharacter(first14)}`;
  if (!isValidGstin(value)) throw new Error(`Generated an invalid GSTIN ${value}`);
  return value;
}

const state = (code: string) => {
  const name = stateNameOf(code);
  if (!name) throw new Error(`No state ${code}`);
  return name;
};

const DISTRIBUTORS = {
  shreeGanesh: {
    name: 'Shree Ganesh Pharma Distributors',
    address: ['Shop No. 4 & 5, Pharma Market, 1174 Budhwar Peth', 'Near Fadke Haud Chowk'],
    city: 'Pune',
    pin: '411002',
    stateCode: '27',
    gstin: gstin('27', 'F', 'Shree Ganesh', '4417', 'K'),
    dl: ['MH-PZ2-236118', 'MH-PZ2-236119'],
    phone: '020-24471236, 98220 41176',
    email: 'sgpd.pune@example.in',
  },
  omSai: {
    name: 'Om Sai Medical Agencies',
    address: ['Gala No. 12, Sai Complex, Central Avenue', 'Gandhibagh'],
    city: 'Nagpur',
    pin: '440002',
    stateCode: '27',
    gstin: gstin('27', 'P', 'Om Sai', '8120', 'D'),
    dl: ['MH-NAG-20B-118824', 'MH-NAG-21B-118825'],
    phone: '0712-2764410, 94220 18873',
  },
  venkateshwara: {
    name: 'Sri Venkateshwara Pharma',
    address: ['No. 22, 2nd Cross, Balepet Main Road', 'Chickpet'],
    city: 'Bengaluru',
    pin: '560053',
    stateCode: '29',
    gstin: gstin('29', 'F', 'Sri Venkateshwara', '3058', 'M'),
    dl: ['KA-B20-20B-31744', 'KA-B20-21B-31745'],
    phone: '080-22874519',
    email: 'accounts.svp@example.in',
  },
  karnatakaMedical: {
    name: 'Karnataka Medical Distributors',
    address: ['# 7/1, Avenue Road Cross', 'Opp. Kote Venkataramana Temple'],
    city: 'Mysuru',
    pin: '570001',
    stateCode: '29',
    gstin: gstin('29', 'C', 'Karnataka Medical', '6621', 'R'),
    dl: ['KA-MYS-20B-09213', 'KA-MYS-21B-09214'],
    phone: '0821-2420198, 99450 31120',
  },
  agarwal: {
    name: 'Agarwal Medicos (Wholesale)',
    address: ['12/4 Aminabad Market, Dawa Bazar'],
    city: 'Lucknow',
    pin: '226018',
    stateCode: '09',
    gstin: gstin('09', 'F', 'Agarwal', '2276', 'H'),
    dl: ['UP3220B000417', 'UP3221B000417'],
    phone: '0522-4012287, 94150 22874',
  },
  jaiAmbe: {
    name: 'Jai Ambe Pharma',
    address: ['117/H-1/44, Dawa Market, Birhana Road'],
    city: 'Kanpur',
    pin: '208001',
    stateCode: '09',
    gstin: gstin('09', 'P', 'Jai Ambe', '5530', 'B'),
    dl: ['UP7820B002291', 'UP7821B002291'],
    phone: '0512-2331407',
  },
  medilink: {
    name: 'Medilink Healthcare Distributors',
    address: ['B-204, Shivalik Business Hub, Near Panchwati Circle', 'Ambawadi'],
    city: 'Ahmedabad',
    pin: '380006',
    stateCode: '24',
    gstin: gstin('24', 'F', 'Medilink', '7714', 'N'),
    dl: ['GJ-AHD-20B/104512', 'GJ-AHD-21B/104513'],
    phone: '+91 79 2642 1187',
    email: 'orders@medilink.example.in',
  },
  amrut: {
    name: 'Amrut Pharma Distributors LLP',
    address: ['Unit 9, Ground Floor, Jivan Bharti Complex', 'Ring Road'],
    city: 'Surat',
    pin: '395002',
    stateCode: '24',
    gstin: gstin('24', 'F', 'Amrut', '9046', 'Q'),
    dl: ['GJ-SRT-20B/22871', 'GJ-SRT-21B/22872'],
    phone: '+91 261 247 5519',
    email: 'billing@amrutpharma.example.in',
  },
  lakshmi: {
    name: 'Sri Lakshmi Pharma Agencies',
    address: ['No. 27, Audiappa Street', 'Parrys Corner'],
    city: 'Chennai',
    pin: '600001',
    stateCode: '33',
    gstin: gstin('33', 'F', 'Sri Lakshmi', '5528', 'R'),
    dl: ['TN/CH/20B/0048812', 'TN/CH/21B/0048813'],
    phone: '044-25224418',
    email: 'lakshmipharma@example.in',
  },
  deccan: {
    name: 'Deccan Pharma Distributors Pvt. Ltd.',
    address: ['3-5-812/A, King Koti Road', 'Hyderguda'],
    city: 'Hyderabad',
    pin: '500029',
    stateCode: '36',
    gstin: gstin('36', 'C', 'Deccan', '6093', 'H'),
    dl: ['TS/HYD/2019-44517', 'TS/HYD/2019-44518'],
    phone: '040-23224471',
  },
  capital: {
    name: 'Capital Medicos',
    address: ['2118, Bhagirath Palace', 'Chandni Chowk'],
    city: 'Delhi',
    pin: '110006',
    stateCode: '07',
    gstin: gstin('07', 'F', 'Capital', '3381', 'M'),
    dl: ['RLF20DL2021001187', 'RLF21DL2021001187'],
    phone: '011-23861142, 98110 44127',
  },
} satisfies Record<string, Party>;

const CHEMISTS = {
  saiMedical: {
    name: 'Sai Medical & General Stores',
    address: ['Shop 3, Vrindavan Society, Paud Road', 'Kothrud'],
    city: 'Pune',
    pin: '411038',
    stateCode: '27',
    gstin: gstin('27', 'P', 'Sai Medical', '1193', 'F'),
    dl: ['MH-PZ3-180442', 'MH-PZ3-180443'],
    phone: '98231 20114',
  },
  shriKrishna: {
    name: 'Shri Krishna Chemists',
    address: ['Plot 41, Near Shankar Nagar Square', 'West High Court Road'],
    city: 'Nagpur',
    pin: '440010',
    stateCode: '27',
    gstin: gstin('27', 'P', 'Shri Krishna', '3307', 'L'),
    dl: ['MH-NAG-20-220517', 'MH-NAG-21-220518'],
    phone: '0712-2541093',
  },
  raghavendra: {
    name: 'Sri Raghavendra Medicals',
    address: ['No. 88, Sayyaji Rao Road'],
    city: 'Mysuru',
    pin: '570024',
    stateCode: '29',
    gstin: gstin('29', 'P', 'Sri Raghavendra', '4470', 'T'),
    dl: ['KA-MYS-20-11873', 'KA-MYS-21-11874'],
    phone: '94481 66302',
  },
  janata: {
    name: 'Janata Medical Stores',
    address: ['17, 4th Main, Malleshwaram'],
    city: 'Bengaluru',
    pin: '560003',
    stateCode: '29',
    gstin: gstin('29', 'P', 'Janata', '2085', 'A'),
    dl: ['KA-B20-20-44102', 'KA-B20-21-44103'],
    phone: '080-23346718',
  },
  gupta: {
    name: 'Gupta Medical Hall',
    address: ['C-14, Sector B, Aliganj'],
    city: 'Lucknow',
    pin: '226024',
    stateCode: '09',
    gstin: gstin('09', 'P', 'Gupta', '7651', 'C'),
    dl: ['UP3220001184', 'UP3221001184'],
    phone: '94154 77203',
  },
  newLife: {
    name: 'New Life Chemist',
    address: ['128/402, Kidwai Nagar'],
    city: 'Kanpur',
    pin: '208011',
    stateCode: '09',
    gstin: gstin('09', 'P', 'New Life', '0934', 'E'),
    dl: ['UP7820003376', 'UP7821003376'],
    phone: '0512-2602218',
  },
  navjeevan: {
    name: 'Navjeevan Medical',
    address: ['Shop No. 2, Krushna Apartment, College Road'],
    city: 'Nashik',
    pin: '422005',
    stateCode: '27',
    gstin: gstin('27', 'P', 'Navjeevan', '6612', 'G'),
    dl: ['MH-NSK-20-104471', 'MH-NSK-21-104472'],
    phone: '0253-2317702',
    fssai: '11521998000412',
  },
  apna: {
    name: 'Apna Medical Store',
    address: ['Shop 7, Laxmi Niwas, S.V. Road', 'Malad (West)'],
    city: 'Mumbai',
    pin: '400064',
    stateCode: '27',
    gstin: gstin('27', 'P', 'Apna', '2740', 'J'),
    dl: ['MH-MZ5-20B-301177', 'MH-MZ5-21B-301178'],
    phone: '98200 44517',
  },
  annai: {
    name: 'Annai Medicals',
    address: ['14, West Masi Street'],
    city: 'Madurai',
    pin: '625001',
    stateCode: '33',
    gstin: gstin('33', 'P', 'Annai', '1846', 'V'),
    dl: ['TN/MDU/20/2213', 'TN/MDU/21/2213'],
    phone: '0452-2338170',
  },
  sriSai: {
    name: 'Sri Sai Pharmacy',
    address: ['H.No. 1-9-312, Vidyanagar'],
    city: 'Hyderabad',
    pin: '500044',
    stateCode: '36',
    gstin: gstin('36', 'P', 'Sri Sai', '7702', 'S'),
    dl: ['TS/HYD/2021-51107', 'TS/HYD/2021-51108'],
    phone: '90000 41273',
  },
  bansal: {
    name: 'Bansal Medical Store',
    address: ['Shop 5, Old Railway Road'],
    city: 'Gurugram',
    pin: '122001',
    stateCode: '06',
    gstin: gstin('06', 'P', 'Bansal', '4419', 'B'),
    dl: ['RLF20HR2020004471', 'RLF21HR2020004471'],
    phone: '0124-2321177',
  },
  mahaveer: {
    name: 'Mahaveer Chemists',
    address: ['B-12, Raj Nagar District Centre'],
    city: 'Ghaziabad',
    pin: '201002',
    stateCode: '09',
    gstin: gstin('09', 'P', 'Mahaveer', '6230', 'K'),
    dl: ['UP1420008812', 'UP1421008812'],
    phone: '0120-4112280',
  },
} satisfies Record<string, Party>;

// ---------------------------------------------------------------------------------------------
// Products: fictitious brands and generic names, with pack, HSN, maker, MRP and GST rate.

interface Product {
  name: string;
  pack: string;
  hsn: string;
  mfr: string;
  mrp: number;
  gst: 5 | 12 | 18;
}

const PRODUCTS: readonly Product[] = [
  { name: 'Paracetamol 650mg Tab', pack: '1x15', hsn: '30049099', mfr: 'Zenlab', mrp: 30.91, gst: 12 },
  { name: 'Parazen 500 Tab', pack: '10x10', hsn: '30049099', mfr: 'Zenlab', mrp: 19.8, gst: 12 },
  { name: 'Azithromycin 500 Tab', pack: '1x3', hsn: '30042099', mfr: 'Alkor Labs', mrp: 71.28, gst: 12 },
  { name: 'Azivon 250 Tab', pack: '1x6', hsn: '30042099', mfr: 'Alkor Labs', mrp: 82.5, gst: 12 },
  { name: 'Pantoprazole 40mg Tab', pack: '1x15', hsn: '30049099', mfr: 'Medivon', mrp: 155.0, gst: 12 },
  { name: 'Pantovia-DSR Cap', pack: '1x10', hsn: '30049099', mfr: 'Medivon', mrp: 139.0, gst: 12 },
  { name: 'Cofrelief Cough Syrup', pack: '100ml', hsn: '30049099', mfr: 'Glenro', mrp: 118.0, gst: 12 },
  { name: 'Ambrocof-LS Syrup', pack: '60ml', hsn: '30049099', mfr: 'Glenro', mrp: 96.5, gst: 12 },
  { name: 'ORS Sachet 21g', pack: '21g', hsn: '30049099', mfr: 'Hydrix', mrp: 22.0, gst: 12 },
  { name: 'Amoxicillin+Clav 625 Tab', pack: '1x10', hsn: '30041090', mfr: 'Torvis', mrp: 223.4, gst: 12 },
  { name: 'Cetirizine 10mg Tab', pack: '10x10', hsn: '30049099', mfr: 'Lupex', mrp: 18.5, gst: 12 },
  { name: 'Montirex-LC Tab', pack: '1x10', hsn: '30049099', mfr: 'Torvis', mrp: 185.0, gst: 12 },
  { name: 'Metformin SR 500 Tab', pack: '1x15', hsn: '30049099', mfr: 'Cardivia', mrp: 38.4, gst: 12 },
  { name: 'Glimora-M2 Tab', pack: '1x15', hsn: '30049099', mfr: 'Cardivia', mrp: 162.75, gst: 12 },
  { name: 'Telmisartan 40mg Tab', pack: "10's", hsn: '30049099', mfr: 'Cardivia', mrp: 64.2, gst: 12 },
  { name: 'Amlodipine 5mg Tab', pack: '1x15', hsn: '30049099', mfr: 'Lupex', mrp: 27.35, gst: 12 },
  { name: 'Atorvastatin 10mg Tab', pack: '1x15', hsn: '30049099', mfr: 'Medivon', mrp: 104.0, gst: 12 },
  { name: 'Neurovita Forte Cap', pack: '1x10', hsn: '30045020', mfr: 'Sunveda', mrp: 46.0, gst: 12 },
  { name: 'Calcivon-D3 Tab', pack: '1x15', hsn: '30045039', mfr: 'Sunveda', mrp: 121.5, gst: 12 },
  { name: 'Multivitamin Syrup', pack: '200ml', hsn: '30045090', mfr: 'Sunveda', mrp: 142.0, gst: 12 },
  { name: 'Ondansetron 4mg MD Tab', pack: '1x10', hsn: '30049099', mfr: 'Alkor Labs', mrp: 58.6, gst: 12 },
  { name: 'Diclofenac Gel 30g', pack: '30g', hsn: '30049099', mfr: 'Hydrix', mrp: 96.0, gst: 12 },
  { name: 'Povidone Iodine Oint 15g', pack: '15g', hsn: '30049099', mfr: 'Hydrix', mrp: 64.0, gst: 12 },
  { name: 'Cefixime 200mg Tab', pack: '1x10', hsn: '30042019', mfr: 'Torvis', mrp: 109.0, gst: 12 },
  { name: 'Ofloxacin+Ornidazole Tab', pack: '1x10', hsn: '30042099', mfr: 'Lupex', mrp: 118.4, gst: 12 },
  { name: 'Salbutamol Inhaler 200MD', pack: '1x1', hsn: '30049099', mfr: 'Respira', mrp: 165.0, gst: 12 },
  { name: 'Absorbent Cotton 100g', pack: '100g', hsn: '30059010', mfr: 'Suraksha', mrp: 55.0, gst: 12 },
  { name: 'Crepe Bandage 10cm', pack: '1x1', hsn: '30059040', mfr: 'Suraksha', mrp: 145.0, gst: 12 },
  { name: 'Surgical Suture 2-0 Silk', pack: '12 Foils', hsn: '30061010', mfr: 'Suraksha', mrp: 1320.0, gst: 12 },
  { name: 'Disposable Syringe 5ml', pack: "100's", hsn: '90183100', mfr: 'Medisafe', mrp: 650.0, gst: 12 },
  { name: 'Insulin Syringe 40U', pack: "10's", hsn: '90183100', mfr: 'Medisafe', mrp: 120.0, gst: 12 },
  { name: 'IV Cannula 22G', pack: "1's", hsn: '90183930', mfr: 'Medisafe', mrp: 118.0, gst: 12 },
  { name: 'Human Insulin 30/70 40IU Vial', pack: '10ml', hsn: '30043110', mfr: 'Biocon-X', mrp: 168.0, gst: 5 },
  { name: 'Rifampicin+Isoniazid Tab', pack: '1x10', hsn: '30042099', mfr: 'Lupex', mrp: 72.0, gst: 5 },
  { name: 'Iron Folic Acid Tab', pack: '1x30', hsn: '30045039', mfr: 'Sunveda', mrp: 36.0, gst: 5 },
  { name: 'Levothyroxine 50mcg Tab', pack: "100's", hsn: '30043919', mfr: 'Cardivia', mrp: 148.0, gst: 5 },
  { name: 'Levonorgestrel 1.5mg Tab', pack: '1x1', hsn: '30066010', mfr: 'Femora', mrp: 95.0, gst: 5 },
  { name: 'Hand Sanitizer 500ml', pack: '500ml', hsn: '38089400', mfr: 'Hydrix', mrp: 250.0, gst: 18 },
  { name: 'Protein Powder Choco 200g', pack: '200g', hsn: '21069099', mfr: 'Nutrivia', mrp: 395.0, gst: 18 },
  { name: 'Digital Thermometer', pack: "1's", hsn: '90251990', mfr: 'Medisafe', mrp: 299.0, gst: 18 },
];

// ---------------------------------------------------------------------------------------------
// Bills.

type LayoutId = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';

interface YearMonth {
  year: number;
  month: number;
}

interface Line {
  product: Product;
  batch: string;
  expiry: YearMonth;
  /** The month of manufacture (layout D prints it). */
  mfg: YearMonth;
  quantity: number;
  free: number;
  /** Percent, as printed. */
  discount: number;
  mrp: Paise;
  rate: Paise;
  /** Quantity times rate. */
  gross: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
}

interface Totals {
  gross: Paise;
  discount: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  roundOff: Paise;
  grand: Paise;
}

interface Bill {
  file: string;
  layout: LayoutId;
  seller: Party;
  buyer: Party;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  interState: boolean;
  lines: Line[];
  totals: Totals;
  /** What the notes in labels.json say about its lines (expired, near expiry). */
  lineNotes: string[];
}

interface BillPlan {
  file: string;
  layout: LayoutId;
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  lines: number;
  /** Put one line already expired, one expiring within 90 days of TODAY. */
  expired: boolean;
  nearExpiry: boolean;
  /** Whether the distributor gives line discounts, and how often. */
  discountShare: number;
}

const PLANS: readonly BillPlan[] = [
  {
    file: 'a-1',
    layout: 'a',
    seller: DISTRIBUTORS.shreeGanesh,
    buyer: CHEMISTS.saiMedical,
    number: 'MD/26-27/01234',
    date: '2026-10-12',
    lines: 11,
    expired: true,
    nearExpiry: true,
    discountShare: 0.5,
  },
  {
    file: 'a-2',
    layout: 'a',
    seller: DISTRIBUTORS.omSai,
    buyer: CHEMISTS.shriKrishna,
    number: 'OM/26-27/00873',
    date: '2026-11-03',
    lines: 6,
    expired: false,
    nearExpiry: false,
    discountShare: 0.6,
  },
  {
    file: 'b-1',
    layout: 'b',
    seller: DISTRIBUTORS.venkateshwara,
    buyer: CHEMISTS.raghavendra,
    number: 'SI-2627-0456',
    date: '2026-09-21',
    lines: 5,
    expired: false,
    nearExpiry: false,
    discountShare: 0.3,
  },
  {
    file: 'b-2',
    layout: 'b',
    seller: DISTRIBUTORS.karnatakaMedical,
    buyer: CHEMISTS.janata,
    number: 'KMD/2627/1093',
    date: '2026-11-18',
    lines: 12,
    expired: false,
    nearExpiry: true,
    discountShare: 0.4,
  },
  {
    file: 'c-1',
    layout: 'c',
    seller: DISTRIBUTORS.agarwal,
    buyer: CHEMISTS.gupta,
    number: 'A/1187',
    date: '2026-10-27',
    lines: 10,
    expired: true,
    nearExpiry: false,
    discountShare: 0.5,
  },
  {
    file: 'c-2',
    layout: 'c',
    seller: DISTRIBUTORS.jaiAmbe,
    buyer: CHEMISTS.newLife,
    number: 'GST/2291',
    date: '2026-11-09',
    lines: 7,
    expired: false,
    nearExpiry: true,
    discountShare: 0.4,
  },
  {
    file: 'd-1',
    layout: 'd',
    seller: DISTRIBUTORS.medilink,
    buyer: CHEMISTS.navjeevan,
    number: 'INV-26-27-0078',
    date: '2026-10-05',
    lines: 4,
    expired: false,
    nearExpiry: false,
    discountShare: 0.7,
  },
  {
    file: 'd-2',
    layout: 'd',
    seller: DISTRIBUTORS.amrut,
    buyer: CHEMISTS.apna,
    number: 'AP/IGST/26-27/112',
    date: '2026-11-25',
    lines: 12,
    expired: true,
    nearExpiry: true,
    discountShare: 0.5,
  },
  {
    file: 'e-1',
    layout: 'e',
    seller: DISTRIBUTORS.lakshmi,
    buyer: CHEMISTS.annai,
    number: 'TI/2627/03318',
    date: '2026-10-19',
    lines: 11,
    expired: true,
    nearExpiry: false,
    discountShare: 0.5,
  },
  {
    file: 'e-2',
    layout: 'e',
    seller: DISTRIBUTORS.deccan,
    buyer: CHEMISTS.sriSai,
    number: 'DPD-00914',
    date: '2026-11-12',
    lines: 6,
    expired: false,
    nearExpiry: true,
    discountShare: 0.3,
  },
  {
    file: 'f-1',
    layout: 'f',
    seller: DISTRIBUTORS.capital,
    buyer: CHEMISTS.bansal,
    number: 'CM-5521',
    date: '2026-09-30',
    lines: 5,
    expired: false,
    nearExpiry: true,
    discountShare: 0.6,
  },
  {
    file: 'f-2',
    layout: 'f',
    seller: DISTRIBUTORS.capital,
    buyer: CHEMISTS.mahaveer,
    number: 'CM-5688',
    date: '2026-11-21',
    lines: 12,
    expired: true,
    nearExpiry: false,
    discountShare: 0.4,
  },
];

/** Batch numbers in the shapes makers print; some carry the year and month of manufacture. */
function batchNumber(random: Random, mfg: YearMonth): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXZ';
  const letter = () => letters.charAt(Math.floor(random() * letters.length));
  const digits = (count: number) => Array.from({ length: count }, () => String(between(random, 0, 9))).join('');
  const made = String(mfg.year % 100).padStart(2, '0') + String(mfg.month).padStart(2, '0');
  switch (between(random, 0, 6)) {
    case 0:
      return `${letter()}${letter()}${made.slice(0, 2)}${digits(3)}`; // AB24117
    case 1:
      return `${letter()}-${digits(4)}`; // T-3391
    case 2:
      return `${made}${letter()}${digits(2)}`; // 2406A12
    case 3:
      return `${letter()}${letter()}${digits(4)}${letter()}`; // KX1029B
    case 4:
      return `${letter()}${letter()}${letter()}${digits(4)}`; // EMB2407
    case 5:
      return `${made.slice(0, 2)}${letter()}${digits(3)}`; // 24K118
    default:
      return `${letter()}${digits(5)}`; // G40721
  }
}

const addMonths = ({ year, month }: YearMonth, count: number): YearMonth => {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The last day of the month, as labels give an expiry. */
const expiryDate = ({ year, month }: YearMonth) => {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * A quantity and its free goods: a scheme such as 10+1 on some lines, nothing free on most. Dear
 * items (a box of sutures, a thermometer) come a few at a time, and without a scheme.
 */
function quantities(random: Random, mrp: number): [number, number] {
  if (mrp > 500) return [between(random, 1, 4), 0];
  if (mrp > 200) return [pick(random, [2, 3, 5, 6, 10, 12]), 0];
  if (random() < 0.35) {
    const [base, bonus] = pick(random, [
      [10, 1],
      [12, 2],
      [20, 3],
      [5, 1],
      [24, 4],
      [15, 2],
    ] as const);
    const times = between(random, 1, Math.floor(60 / base));
    return [base * times, bonus * times];
  }
  return [pick(random, [1, 2, 3, 4, 5, 6, 10, 10, 12, 15, 20, 20, 25, 30, 40, 50, 60, 100, 120]), 0];
}

/**
 * A line's figures: taxable = qty x rate less the discount, to the paisa (half up); GST on it per
 * line, CGST and SGST each half the rate (intra-state) or IGST (inter-state).
 */
function lineFigures(rate: Paise, quantity: number, discount: number, gst: number, interState: boolean) {
  const gross = rate * quantity;
  // discount has at most two decimals: work in ten-thousandths to keep every step whole.
  const taxable = Math.round((gross * (10000 - Math.round(discount * 100))) / 10000);
  const half = Math.round((taxable * gst) / 200);
  const cgst = interState ? 0 : half;
  const sgst = interState ? 0 : half;
  const igst = interState ? Math.round((taxable * gst) / 100) : 0;
  const tax = cgst + sgst + igst;
  return { gross, taxable, cgst, sgst, igst, tax, total: taxable + tax };
}

function makeBill(plan: BillPlan, index: number): Bill {
  const random = mulberry32(SEED + index * 7919);
  const interState = plan.seller.stateCode !== plan.buyer.stateCode;
  const products = pickDistinct(random, PRODUCTS, plan.lines);
  const expiredAt = plan.expired ? between(random, 0, plan.lines - 1) : -1;
  let nearAt = plan.nearExpiry ? between(random, 0, plan.lines - 1) : -1;
  if (nearAt === expiredAt && nearAt >= 0) nearAt = (nearAt + 2) % plan.lines;
  const lineNotes: string[] = [];
  const billMonth = { year: Number(plan.date.slice(0, 4)), month: Number(plan.date.slice(5, 7)) };
  const lines = products.map((product, at): Line => {
    // Stock is made some months before it is sold and keeps two or three years; a bill may carry
    // a line already expired, or one that expires within 90 days.
    let expiry: YearMonth;
    let mfg: YearMonth;
    if (at === expiredAt || at === nearAt) {
      expiry =
        at === expiredAt
          ? { year: 2026, month: between(random, 3, 10) }
          : addMonths({ year: 2026, month: 12 }, between(random, 0, 1));
      mfg = addMonths(expiry, -pick(random, [24, 36]));
      const what = at === expiredAt ? 'already expired' : `expires within 90 days of ${TODAY}`;
      lineNotes.push(`line ${at + 1} (${product.name}) ${what}: ${expiryDate(expiry).slice(0, 7)}`);
    } else {
      mfg = addMonths(billMonth, -between(random, 1, 14));
      expiry = addMonths(mfg, pick(random, [24, 24, 30, 36, 36]));
    }
    const [quantity, free] = quantities(random, product.mrp);
    const discount = random() < plan.discountShare ? pick(random, [2, 2.5, 3, 5, 5, 7.5, 10]) : 0;
    // PTR: about 80% of MRP before tax, which leaves the chemist his margin.
    const rate = paise((product.mrp / (1 + product.gst / 100)) * (0.76 + random() * 0.06));
    const figures = lineFigures(rate, quantity, discount, product.gst, interState);
    return {
      product,
      batch: batchNumber(random, mfg),
      expiry,
      mfg,
      quantity,
      free,
      discount,
      mrp: paise(product.mrp),
      rate,
      ...figures,
    };
  });
  const sum = (field: 'gross' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
    lines.reduce((total, line) => total + line[field], 0);
  const taxable = sum('taxable');
  const tax = sum('tax');
  const grand = Math.round((taxable + tax) / 100) * 100;
  const totals: Totals = {
    gross: sum('gross'),
    discount: sum('gross') - taxable,
    taxable,
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    tax,
    roundOff: grand - (taxable + tax),
    grand,
  };
  return {
    file: plan.file,
    layout: plan.layout,
    seller: plan.seller,
    buyer: plan.buyer,
    number: plan.number,
    date: plan.date,
    interState,
    lines,
    totals,
    lineNotes,
  };
}

// ---------------------------------------------------------------------------------------------
// Printed forms of dates and expiries.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (value: number) => String(value).padStart(2, '0');
const monthName = (month: number) => MONTHS[month - 1] ?? '';
const parts = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day, monthName: monthName(Number(month)) };
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/** Each layout's date and expiry formats. */
const FORMATS: Record<LayoutId, { date: (iso: string) => string; expiry: (value: YearMonth) => string }> = {
  // 12/10/2026, 06/27
  a: {
    date: (iso) => `${parts(iso).day}/${parts(iso).month}/${parts(iso).year}`,
    expiry: ({ year, month }) => `${pad2(month)}/${pad2(year % 100)}`,
  },
  // 12-Oct-2026, 06/2027
  b: {
    date: (iso) => `${parts(iso).day}-${parts(iso).monthName}-${parts(iso).year}`,
    expiry: ({ year, month }) => `${pad2(month)}/${year}`,
  },
  // 12.10.2026, Jun-27
  c: {
    date: (iso) => `${parts(iso).day}.${parts(iso).month}.${parts(iso).year}`,
    expiry: ({ year, month }) => `${monthName(month)}-${pad2(year % 100)}`,
  },
  // 12-10-2026, JUN/27
  d: {
    date: (iso) => `${parts(iso).day}-${parts(iso).month}-${parts(iso).year}`,
    expiry: ({ year, month }) => `${monthName(month).toUpperCase()}/${pad2(year % 100)}`,
  },
  // 05 Nov 2026, 06-27
  e: {
    date: (iso) => `${parts(iso).day} ${parts(iso).monthName} ${parts(iso).year}`,
    expiry: ({ year, month }) => `${pad2(month)}-${pad2(year % 100)}`,
  },
  // 05/11/26, 6/27
  f: {
    date: (iso) => `${parts(iso).day}/${parts(iso).month}/${parts(iso).year.slice(2)}`,
    expiry: ({ year, month }) => `${month}/${pad2(year % 100)}`,
  },
};

// ---------------------------------------------------------------------------------------------
// Layouts. Each gives its column headers (for MANIFEST.md), its document, and how it prints a
// line's description (as labels give it) and amounts.

interface Layout {
  style: string;
  paper: string;
  split: 'tuning' | 'held-out';
  headers: readonly string[];
  /** Render at this many dots per inch for the photo. */
  dpi: number;
  document: (bill: Bill) => TDocumentDefinitions;
  description: (line: Line) => string;
  amounts: (line: Line) => number[];
  notes: string;
}

const right = (text: string, extra: Record<string, unknown> = {}): TableCell => ({
  text,
  alignment: 'right',
  ...extra,
});
const center = (text: string, extra: Record<string, unknown> = {}): TableCell => ({
  text,
  alignment: 'center',
  ...extra,
});

/** Lines only under the header and at the foot: the look of Marg's dot-matrix-era prints. */
const headerRules = (rows: number): CustomTableLayout => ({
  hLineWidth: (i) => (i === 0 || i === 1 || i === rows ? 0.8 : 0),
  vLineWidth: () => 0,
  paddingLeft: () => 2,
  paddingRight: () => 2,
  paddingTop: () => 1.6,
  paddingBottom: () => 1.6,
});

/** Every cell ruled. */
const grid = (width = 0.6, padding = 2): CustomTableLayout => ({
  hLineWidth: () => width,
  vLineWidth: () => width,
  paddingLeft: () => padding,
  paddingRight: () => padding,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
});

/** Tally's item table: column rules, and rows ruled only at the header and the totals. */
const tallyItems = (rows: number): CustomTableLayout => ({
  hLineWidth: (i) => (i <= 1 || i >= rows - 1 ? 0.6 : 0),
  vLineWidth: () => 0.6,
  paddingLeft: () => 2,
  paddingRight: () => 2,
  paddingTop: () => 1.3,
  paddingBottom: () => 1.3,
});

const info = (bill: Bill) => ({
  title: `${bill.seller.name} ${bill.number}`,
  creator: 'scripts/bills/make-pharmacy-bills.ts',
  producer: 'pdfmake',
  creationDate: new Date(`${bill.date}T11:30:00+05:30`),
});

const gstSummaryByRate = (bill: Bill) => {
  const rates = [...new Set(bill.lines.map((line) => line.product.gst))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const lines = bill.lines.filter((line) => line.product.gst === rate);
    const add = (field: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
      lines.reduce((total, line) => total + line[field], 0);
    return { rate, taxable: add('taxable'), cgst: add('cgst'), sgst: add('sgst'), igst: add('igst'), tax: add('tax') };
  });
};

// Layout A: Marg ERP style, A5 landscape, 'GST INVOICE'.
const A_HEADERS = [
  'Sr',
  'Product Name',
  'Pack',
  'HSN',
  'Batch',
  'Exp',
  'MRP',
  'Qty',
  'Free',
  'Rate',
  'Disc%',
  'GST%',
  'Amount',
];

function layoutA(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.a;
  const items: TableCell[][] = [
    A_HEADERS.map((header, at) =>
      at >= 6 ? right(header, { bold: true }) : { text: header, bold: true, alignment: at === 0 ? 'center' : 'left' },
    ),
    ...bill.lines.map((line, at) => [
      center(String(at + 1)),
      { text: line.product.name.toUpperCase() },
      { text: line.product.pack.toUpperCase() },
      { text: line.product.hsn },
      { text: line.batch },
      { text: format.expiry(line.expiry) },
      right(plain(line.mrp)),
      right(String(line.quantity)),
      right(line.free ? String(line.free) : ''),
      right(plain(line.rate)),
      right(line.discount ? line.discount.toFixed(2) : ''),
      right(percent(line.product.gst)),
      right(plain(line.taxable)),
    ]),
  ];
  const summary: TableCell[][] = [
    ['GST%', 'Taxable', 'CGST', 'SGST', 'Total GST'].map((text, at) =>
      at === 0 ? { text, bold: true } : right(text, { bold: true }),
    ),
    ...gstSummaryByRate(bill).map((row) => [
      `GST ${row.rate}%`,
      right(plain(row.taxable)),
      right(plain(row.cgst)),
      right(plain(row.sgst)),
      right(plain(row.tax)),
    ]),
  ];
  const totalsRows: [string, string][] = [
    ['Gross Amount', plain(totals.gross)],
    ['Less Discount', plain(totals.discount)],
    ['Taxable Amount', plain(totals.taxable)],
    ['Add CGST', plain(totals.cgst)],
    ['Add SGST', plain(totals.sgst)],
    ['Round Off', signed(totals.roundOff, plain)],
  ];
  const content: Content[] = [
    {
      table: {
        widths: ['*', 120, 210],
        body: [
          [
            {
              stack: [
                { text: seller.name.toUpperCase(), fontSize: 13, bold: true },
                ...seller.address.map((text) => ({ text })),
                { text: `${seller.city} - ${seller.pin} (${state(seller.stateCode)})` },
                { text: `Ph: ${seller.phone}` },
                { text: `DL No.: 20B ${seller.dl[0]}  21B ${seller.dl[1]}` },
                { text: `GSTIN: ${seller.gstin}`, bold: true },
              ],
            },
            {
              stack: [
                { text: 'GST INVOICE', fontSize: 11, bold: true, decoration: 'underline' },
                { text: 'CASH / CREDIT : CREDIT', margin: [0, 4, 0, 0] },
                { text: `Invoice No.: ${bill.number}`, bold: true, margin: [0, 4, 0, 0] },
                { text: `Date: ${format.date(bill.date)}`, bold: true },
                { text: `Due Date: ${format.date(addDays(bill.date, 30))}` },
              ],
              alignment: 'center',
            },
            {
              stack: [
                {
                  text: [
                    { text: 'M/s. ', bold: true },
                    { text: buyer.name.toUpperCase(), bold: true, fontSize: 9 },
                  ],
                },
                ...buyer.address.map((text) => ({ text })),
                { text: `${buyer.city} - ${buyer.pin}` },
                { text: `Ph: ${buyer.phone}` },
                { text: `D.L.No.: ${buyer.dl[0]}, ${buyer.dl[1]}` },
                { text: `GSTIN: ${buyer.gstin}`, bold: true },
              ],
            },
          ],
        ],
      },
      layout: grid(0.8, 4),
    },
    {
      table: {
        headerRows: 1,
        widths: [12, '*', 32, 36, 40, 24, 30, 20, 18, 30, 24, 20, 42],
        body: items,
      },
      layout: headerRules(items.length),
      margin: [0, 4, 0, 0],
    },
    {
      columns: [
        {
          width: 230,
          stack: [
            { table: { widths: [40, '*', '*', '*', '*'], body: summary }, layout: grid(0.5), fontSize: 6.5 },
            {
              text: `Items: ${bill.lines.length}   Total Qty: ${bill.lines.reduce((n, line) => n + line.quantity, 0)}`,
            },
            { text: inWords(totals.grand, 'Rupees'), bold: true, margin: [0, 3, 0, 0] },
          ],
        },
        {
          width: '*',
          stack: [
            { text: 'Terms & Conditions', bold: true },
            { text: 'Goods once sold will not be taken back or exchanged.' },
            { text: 'Interest @18% p.a. will be charged if not paid within due date.' },
            { text: `Subject to ${seller.city} jurisdiction only. E.& O.E.` },
            { text: `For ${seller.name.toUpperCase()}`, bold: true, margin: [0, 10, 0, 0], alignment: 'right' },
            { text: 'Authorised Signatory', alignment: 'right', margin: [0, 12, 0, 0] },
          ],
          margin: [8, 0, 8, 0],
        },
        {
          width: 130,
          table: {
            widths: ['*', 55],
            body: [
              ...totalsRows.map(([label, value]) => [{ text: label }, right(value)]),
              [
                { text: 'NET AMOUNT', bold: true, fontSize: 9 },
                right(plain(totals.grand), { bold: true, fontSize: 9 }),
              ],
            ],
          },
          layout: headerRules(0),
        },
      ],
      margin: [0, 5, 0, 0],
    },
  ];
  return {
    info: info(bill),
    pageSize: 'A5',
    pageOrientation: 'landscape',
    pageMargins: [16, 14, 16, 14],
    defaultStyle: { font: 'Roboto', fontSize: 6.8, lineHeight: 1.05 },
    content,
  };
}

// Layout B: Tally style, A4 landscape, 'TAX INVOICE', CGST and SGST per line.
const B_HEADERS = [
  'S.No',
  'Description',
  'HSN',
  'Mfr',
  'Batch No.',
  'Expiry',
  'Qty',
  'Free',
  'MRP',
  'Rate',
  'Disc %',
  'Taxable Value',
  'CGST %',
  'CGST Amt',
  'SGST %',
  'SGST Amt',
  'Total',
];

function layoutB(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.b;
  const label = (text: string): Content => ({ text, fontSize: 6.5, color: '#333333' });
  const cell = (caption: string, value: string): TableCell => ({
    stack: [label(caption), { text: value, bold: true }],
  });
  const partyBlock = (caption: string, party: Party): TableCell => ({
    stack: [
      label(caption),
      { text: party.name, bold: true, fontSize: 8.5 },
      ...party.address.map((text) => ({ text })),
      { text: `${party.city} - ${party.pin}` },
      { text: `GSTIN/UIN          : ${party.gstin}` },
      { text: `State Name         : ${state(party.stateCode)}, Code : ${party.stateCode}` },
      { text: `D.L. No.            : ${party.dl[0]} / ${party.dl[1]}` },
    ],
  });
  const items: TableCell[][] = [
    B_HEADERS.map((header) => center(header, { bold: true })),
    ...bill.lines.map((line, at) => [
      center(String(at + 1)),
      { text: line.product.name, bold: true },
      { text: line.product.hsn },
      { text: line.product.mfr },
      { text: line.batch },
      { text: format.expiry(line.expiry) },
      right(`${line.quantity}`),
      right(String(line.free)),
      right(grouped(line.mrp)),
      right(grouped(line.rate)),
      right(line.discount ? `${percent(line.discount)} %` : ''),
      right(grouped(line.taxable)),
      right(`${percent(line.product.gst / 2)}%`),
      right(grouped(line.cgst)),
      right(`${percent(line.product.gst / 2)}%`),
      right(grouped(line.sgst)),
      right(grouped(line.total), { bold: true }),
    ]),
    [
      '',
      right('Total', { bold: true }),
      '',
      '',
      '',
      '',
      right(String(bill.lines.reduce((n, line) => n + line.quantity, 0)), { bold: true }),
      right(String(bill.lines.reduce((n, line) => n + line.free, 0)), { bold: true }),
      '',
      '',
      '',
      right(grouped(totals.taxable), { bold: true }),
      '',
      right(grouped(totals.cgst), { bold: true }),
      '',
      right(grouped(totals.sgst), { bold: true }),
      right(grouped(totals.taxable + totals.tax), { bold: true }),
    ],
  ];
  const hsnRows = [...new Set(bill.lines.map((line) => `${line.product.hsn}|${line.product.gst}`))]
    .sort()
    .map((key) => {
      const [hsn = '', rate = '0'] = key.split('|');
      const lines = bill.lines.filter((line) => line.product.hsn === hsn && line.product.gst === Number(rate));
      const add = (field: 'taxable' | 'cgst' | 'sgst' | 'tax') => lines.reduce((n, line) => n + line[field], 0);
      return [
        { text: hsn },
        right(grouped(add('taxable'))),
        right(`${percent(Number(rate) / 2)}%`),
        right(grouped(add('cgst'))),
        right(`${percent(Number(rate) / 2)}%`),
        right(grouped(add('sgst'))),
        right(grouped(add('tax'))),
      ];
    });
  const hsnTable: TableCell[][] = [
    [
      'HSN/SAC',
      'Taxable Value',
      'Central Tax Rate',
      'Central Tax Amount',
      'State Tax Rate',
      'State Tax Amount',
      'Total Tax Amount',
    ].map((text) => center(text, { bold: true })),
    ...hsnRows,
    [
      right('Total', { bold: true }),
      right(grouped(totals.taxable), { bold: true }),
      '',
      right(grouped(totals.cgst), { bold: true }),
      '',
      right(grouped(totals.sgst), { bold: true }),
      right(grouped(totals.tax), { bold: true }),
    ],
  ];
  const summaryRows: [string, string][] = [
    ['Gross Value', grouped(totals.gross)],
    ['Less : Discount', grouped(totals.discount)],
    ['Taxable Value', grouped(totals.taxable)],
    ['Add : CGST', grouped(totals.cgst)],
    ['Add : SGST', grouped(totals.sgst)],
    ['Less/Add : Round Off', signed(totals.roundOff, grouped)],
  ];
  const content: Content[] = [
    {
      columns: [
        { text: '', width: '*' },
        { text: 'TAX INVOICE', bold: true, fontSize: 12, alignment: 'center', width: 'auto' },
        { text: '(ORIGINAL FOR RECIPIENT)', italics: true, alignment: 'right', width: '*' },
      ],
      margin: [0, 0, 0, 3],
    },
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            {
              stack: [
                { text: seller.name, bold: true, fontSize: 14 },
                ...seller.address.map((text) => ({ text })),
                { text: `${seller.city} - ${seller.pin}` },
                { text: `GSTIN/UIN: ${seller.gstin}`, bold: true },
                { text: `State Name : ${state(seller.stateCode)}, Code : ${seller.stateCode}` },
                { text: `D.L. No. : 20B ${seller.dl[0]}, 21B ${seller.dl[1]}` },
                { text: `Contact : ${seller.phone}${seller.email ? `   E-Mail : ${seller.email}` : ''}` },
              ],
            },
            {
              table: {
                widths: ['*', '*'],
                body: [
                  [cell('Invoice No.', bill.number), cell('Dated', format.date(bill.date))],
                  [cell('Delivery Note', ''), cell('Mode/Terms of Payment', '30 Days Credit')],
                  [
                    cell("Buyer's Order No.", `PO-${bill.number.slice(-4)}`),
                    cell('Dated', format.date(addDays(bill.date, -2))),
                  ],
                  [cell('Dispatched through', 'By Hand / Van'), cell('Destination', buyer.city)],
                ],
              },
              layout: grid(0.5),
            },
          ],
          [partyBlock('Consignee (Ship to)', buyer), partyBlock('Buyer (Bill to)', buyer)],
        ],
      },
      layout: grid(0.6, 3),
    },
    {
      table: {
        headerRows: 1,
        widths: [16, '*', 36, 40, 42, 34, 22, 20, 34, 34, 24, 46, 24, 38, 24, 38, 48],
        body: items,
      },
      layout: tallyItems(items.length),
      margin: [0, 2, 0, 0],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            {
              columns: [label('Amount Chargeable (in words)'), { text: 'E. & O.E', alignment: 'right', fontSize: 6.5 }],
            },
            { text: inWords(totals.grand, 'INR'), bold: true, fontSize: 8.5 },
            {
              table: { widths: [60, 58, 36, 50, 36, 50, 58], body: hsnTable },
              layout: grid(0.5),
              fontSize: 6.5,
              margin: [0, 4, 0, 2],
            },
            { text: [{ text: 'Tax Amount (in words) : ' }, { text: inWords(totals.tax, 'INR'), bold: true }] },
          ],
        },
        {
          width: 190,
          table: {
            widths: ['*', 70],
            body: [
              ...summaryRows.map(([caption, value]) => [{ text: caption }, right(value)]),
              [
                { text: 'Grand Total', bold: true, fontSize: 9.5 },
                right(`₹ ${grouped(totals.grand)}`, { bold: true, fontSize: 9.5 }),
              ],
            ],
          },
          layout: grid(0.5, 3),
        },
      ],
      columnGap: 10,
      margin: [0, 3, 0, 0],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Declaration', decoration: 'underline' },
            {
              text: 'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct. Goods once sold will not be taken back. Expiry goods to be returned within 3 months of expiry.',
            },
          ],
        },
        {
          width: 230,
          stack: [
            { text: "Company's Bank Details", color: '#333333' },
            { text: 'Bank Name : Canara Bank, A/c No. : 0417201009982' },
            { text: 'Branch & IFS Code : Avenue Road & CNRB0000417' },
            { text: `for ${seller.name}`, bold: true, alignment: 'right', margin: [0, 4, 0, 10] },
            { text: 'Authorised Signatory', alignment: 'right' },
          ],
        },
      ],
      columnGap: 10,
      margin: [0, 4, 0, 0],
    },
    {
      text: `SUBJECT TO ${seller.city.toUpperCase()} JURISDICTION     This is a Computer Generated Invoice`,
      alignment: 'center',
      fontSize: 6.5,
      margin: [0, 2, 0, 0],
    },
  ];
  return {
    info: info(bill),
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 14, 20, 12],
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1.02 },
    content,
  };
}

// Layout C: Busy style, A4 portrait, 'CREDIT BILL', names in capitals, quantity and free as '10+2'.
const C_HEADERS = [
  'Sr',
  'Item Name',
  'Pkg',
  'HSN',
  'Batch',
  'Exp.Dt',
  'M.R.P',
  'P.Rate',
  'Qty+Free',
  'Dis%',
  'Taxable',
  'GST%',
  'GST Amt',
  'Net',
];

function layoutC(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.c;
  const items: TableCell[][] = [
    C_HEADERS.map((header, at) => (at >= 6 ? right(header, { bold: true }) : { text: header, bold: true })),
    ...bill.lines.map((line, at) => [
      String(at + 1),
      { text: line.product.name.toUpperCase() },
      { text: line.product.pack },
      { text: line.product.hsn },
      { text: line.batch },
      { text: format.expiry(line.expiry) },
      right(plain(line.mrp)),
      right(plain(line.rate)),
      right(line.free ? `${line.quantity}+${line.free}` : String(line.quantity)),
      right(line.discount ? line.discount.toFixed(1) : '0.0'),
      right(plain(line.taxable)),
      right(line.product.gst.toFixed(1)),
      right(plain(line.tax)),
      right(plain(line.total)),
    ]),
  ];
  const totalQuantity = bill.lines.reduce((n, line) => n + line.quantity, 0);
  const totalFree = bill.lines.reduce((n, line) => n + line.free, 0);
  const totalsRows: [string, string][] = [
    ['Sub Total', plain(totals.gross)],
    ['Less Disc.', plain(totals.discount)],
    ['Taxable Amt', plain(totals.taxable)],
    ['CGST', plain(totals.cgst)],
    ['SGST', plain(totals.sgst)],
    ['R/Off', signed(totals.roundOff, plain)],
  ];
  const content: Content[] = [
    {
      columns: [
        { text: `GSTIN : ${seller.gstin}`, bold: true },
        { text: 'Original for Recipient', italics: true, alignment: 'right' },
      ],
    },
    { text: seller.name.toUpperCase(), fontSize: 17, bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
    { text: `${seller.address.join(', ')}, ${seller.city} - ${seller.pin}`, alignment: 'center' },
    {
      text: `Ph. : ${seller.phone}   |   D.L.No. : ${seller.dl[0]}, ${seller.dl[1]}   |   State : ${state(seller.stateCode)} (${seller.stateCode})`,
      alignment: 'center',
    },
    {
      table: { widths: ['*'], body: [[center('CREDIT BILL', { bold: true, fontSize: 11 })]] },
      layout: grid(0.8),
      margin: [200, 4, 200, 4],
    },
    {
      table: {
        widths: ['*', 170],
        body: [
          [
            {
              stack: [
                {
                  text: [
                    { text: 'Party : ', bold: true },
                    { text: `M/s ${buyer.name.toUpperCase()}`, bold: true, fontSize: 9 },
                  ],
                },
                { text: `${buyer.address.join(', ')}, ${buyer.city} - ${buyer.pin}` },
                { text: `GSTIN : ${buyer.gstin}      State : ${state(buyer.stateCode)} (${buyer.stateCode})` },
                { text: `D.L.No. : ${buyer.dl[0]}, ${buyer.dl[1]}      Mob. : ${buyer.phone}` },
              ],
            },
            {
              table: {
                widths: [50, '*'],
                body: [
                  ['Invoice No.', { text: `: ${bill.number}`, bold: true }],
                  ['Date', { text: `: ${format.date(bill.date)}`, bold: true }],
                  ['Due Date', `: ${format.date(addDays(bill.date, 21))}`],
                  ['Salesman', ': RAMESH'],
                  ['Transport', ': SELF'],
                ],
              },
              layout: 'noBorders',
            },
          ],
        ],
      },
      layout: grid(0.8, 3),
    },
    {
      table: {
        headerRows: 1,
        widths: [10, '*', 28, 34, 38, 26, 30, 30, 32, 20, 38, 20, 32, 40],
        body: items,
      },
      layout: { ...grid(0.5, 1.8), fillColor: (row: number) => (row === 0 ? '#e6e6e6' : null) },
      margin: [0, 4, 0, 0],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: `Total Items : ${bill.lines.length}      Total Qty : ${totalQuantity}+${totalFree}` },
            { text: inWords(totals.grand, 'Rs.'), bold: true, margin: [0, 4, 0, 0] },
            { text: 'Terms :', bold: true, margin: [0, 6, 0, 0] },
            { text: '1. Goods once sold will not be taken back.' },
            { text: '2. Breakage & expiry to be informed within 7 days.' },
            { text: `3. Subject to ${seller.city} jurisdiction.` },
            { text: 'Checked by : ________    Packed by : ________', margin: [0, 6, 0, 0] },
          ],
        },
        {
          width: 160,
          stack: [
            {
              table: {
                widths: ['*', 60],
                body: [
                  ...totalsRows.map(([caption, value]) => [{ text: caption }, right(value)]),
                  [
                    { text: 'Grand Total', bold: true, fontSize: 10 },
                    right(plain(totals.grand), { bold: true, fontSize: 10 }),
                  ],
                ],
              },
              layout: grid(0.5, 3),
            },
            { text: `For ${seller.name.toUpperCase()}`, bold: true, alignment: 'right', margin: [0, 8, 0, 16] },
            { text: 'Auth. Signatory', alignment: 'right' },
          ],
        },
      ],
      columnGap: 10,
      margin: [0, 5, 0, 0],
    },
  ];
  return {
    info: info(bill),
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [22, 24, 22, 24],
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1.1 },
    content,
  };
}

// Layout D: a GST billing app, A4 portrait, 'TAX INVOICE', inter-state with IGST.
const D_HEADERS = [
  'Sr',
  'HSN',
  'Product Description',
  'Pack',
  'B.No.',
  'Mfg',
  'Exp',
  'Qty',
  'Fr.Qty',
  'MRP',
  'PTR',
  'Disc',
  'IGST%',
  'Amount',
];

function layoutD(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.d;
  const accent = '#1d5b8f';
  const items: TableCell[][] = [
    D_HEADERS.map((header, at) =>
      at >= 7
        ? right(header, { bold: true, fillColor: '#dce9f5' })
        : { text: header, bold: true, fillColor: '#dce9f5' },
    ),
    ...bill.lines.map((line, at) => [
      String(at + 1),
      { text: line.product.hsn },
      { text: line.product.name },
      { text: line.product.pack },
      { text: line.batch },
      { text: format.expiry(line.mfg) },
      { text: format.expiry(line.expiry) },
      right(String(line.quantity)),
      right(line.free ? String(line.free) : '-'),
      right(grouped(line.mrp)),
      right(grouped(line.rate)),
      right(line.discount ? `${percent(line.discount)}%` : '-'),
      right(`${line.product.gst}%`),
      right(grouped(line.taxable)),
    ]),
  ];
  const summary: TableCell[][] = [
    ['GST Rate', 'Taxable Amt', 'IGST Amt', 'Total Tax'].map((text, at) =>
      at === 0 ? { text, bold: true } : right(text, { bold: true }),
    ),
    ...gstSummaryByRate(bill).map((row) => [
      `IGST @ ${row.rate}%`,
      right(grouped(row.taxable)),
      right(grouped(row.igst)),
      right(grouped(row.tax)),
    ]),
  ];
  const totalsRows: [string, string][] = [
    ['Sub Total', grouped(totals.gross)],
    ['Discount', `- ${grouped(totals.discount)}`],
    ['Taxable Amount', grouped(totals.taxable)],
    ['IGST', grouped(totals.igst)],
    ['Round Off', signed(totals.roundOff, grouped)],
  ];
  const initials = seller.name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  const partyBox = (caption: string, party: Party): Content => ({
    stack: [
      { text: caption, bold: true, color: accent, fontSize: 7.5 },
      { text: party.name, bold: true, fontSize: 9.5 },
      { text: party.address.join(', ') },
      { text: `${party.city} - ${party.pin}, ${state(party.stateCode)}` },
      { text: `GSTIN: ${party.gstin}` },
      { text: `DL No.: ${party.dl[0]} | ${party.dl[1]}` },
      ...(party.fssai ? [{ text: `FSSAI: ${party.fssai}` }] : []),
      { text: `Mobile: ${party.phone}` },
    ],
  });
  const content: Content[] = [
    {
      columns: [
        {
          width: 44,
          table: {
            widths: [36],
            heights: [36],
            body: [
              [{ text: initials, color: 'white', bold: true, fontSize: 16, alignment: 'center', margin: [0, 8, 0, 0] }],
            ],
          },
          layout: { ...grid(0), fillColor: () => accent },
        },
        {
          width: '*',
          stack: [
            { text: seller.name, fontSize: 16, bold: true, color: accent },
            { text: `${seller.address.join(', ')}, ${seller.city}, ${state(seller.stateCode)} - ${seller.pin}` },
            { text: `GSTIN: ${seller.gstin}   |   Mobile: ${seller.phone}` },
            { text: `Drug Lic. No. 20B: ${seller.dl[0]}   21B: ${seller.dl[1]}` },
            ...(seller.email ? [{ text: `Email: ${seller.email}` }] : []),
          ],
        },
        {
          width: 120,
          stack: [
            { text: 'TAX INVOICE', fontSize: 13, bold: true, alignment: 'right', color: accent },
            { text: 'ORIGINAL FOR RECIPIENT', fontSize: 6.5, alignment: 'right', color: '#555555' },
          ],
        },
      ],
      columnGap: 8,
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 551, y2: 0, lineWidth: 1.2, lineColor: accent }],
      margin: [0, 6, 0, 4],
    },
    {
      table: {
        widths: ['*', '*', '*', '*'],
        body: [
          [
            {
              stack: [
                { text: 'Invoice No.', color: '#555555' },
                { text: bill.number, bold: true },
              ],
            },
            {
              stack: [
                { text: 'Invoice Date', color: '#555555' },
                { text: format.date(bill.date), bold: true },
              ],
            },
            {
              stack: [
                { text: 'Due Date', color: '#555555' },
                { text: format.date(addDays(bill.date, 45)), bold: true },
              ],
            },
            {
              stack: [
                { text: 'Place of Supply', color: '#555555' },
                { text: `${state(buyer.stateCode)} (${buyer.stateCode})`, bold: true },
              ],
            },
          ],
        ],
      },
      layout: { ...grid(0), fillColor: () => '#f3f7fb' },
    },
    {
      columns: [partyBox('BILL TO', buyer), partyBox('SHIP TO', buyer)],
      columnGap: 20,
      margin: [0, 6, 0, 6],
    },
    {
      table: {
        headerRows: 1,
        widths: [10, 34, '*', 28, 38, 26, 26, 20, 22, 32, 32, 20, 22, 44],
        body: items,
      },
      layout: {
        hLineWidth: (i: number) => (i <= 1 || i === items.length ? 0.8 : 0.3),
        vLineWidth: () => 0,
        hLineColor: (i: number) => (i <= 1 || i === items.length ? accent : '#c8d3dd'),
        paddingLeft: () => 2,
        paddingRight: () => 2,
        paddingTop: () => 2.5,
        paddingBottom: () => 2.5,
      },
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { table: { widths: [60, 60, 60, 60], body: summary }, layout: grid(0.4, 2.5) },
            { text: 'Total Amount (in words)', color: '#555555', margin: [0, 6, 0, 0] },
            { text: inWords(totals.grand, 'Rupees'), bold: true },
            { text: 'Bank Details', bold: true, color: accent, margin: [0, 6, 0, 0] },
            { text: 'HDFC Bank, A/c 50200071124418, IFSC HDFC0001883, Branch: Ambawadi' },
            { text: 'UPI: medbilling@examplebank' },
            { text: 'Terms and Conditions', bold: true, color: accent, margin: [0, 6, 0, 0] },
            { text: '1. Please check expiry and batch at the time of delivery.' },
            { text: '2. Interest @ 24% p.a. on bills not paid by the due date.' },
          ],
        },
        {
          width: 180,
          stack: [
            {
              table: {
                widths: ['*', 70],
                body: [
                  ...totalsRows.map(([caption, value]) => [{ text: caption }, right(value)]),
                  [
                    { text: 'Total Amount', bold: true, fontSize: 10, color: accent },
                    right(`₹ ${grouped(totals.grand)}`, { bold: true, fontSize: 10, color: accent }),
                  ],
                  [{ text: 'Received Amount' }, right('0.00')],
                  [{ text: 'Balance' }, right(grouped(totals.grand))],
                ],
              },
              layout: {
                hLineWidth: (i: number) => (i === 5 || i === 6 ? 0.8 : 0),
                vLineWidth: () => 0,
                paddingTop: () => 2,
                paddingBottom: () => 2,
              },
            },
            { text: `For ${seller.name}`, bold: true, alignment: 'right', margin: [0, 14, 0, 18] },
            { text: 'Authorised Signatory', alignment: 'right' },
          ],
        },
      ],
      columnGap: 14,
      margin: [0, 6, 0, 0],
    },
  ];
  return {
    info: info(bill),
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [22, 26, 22, 26],
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1.15 },
    content,
  };
}

// Layout E: a counter-distributor's style, A4 portrait, 'TAX INVOICE', quantity and free first.
const E_HEADERS = [
  'Qty',
  'Free',
  'Product',
  'Pack',
  'Batch',
  'Exp.',
  'HSN',
  'MRP',
  'Rate',
  'Disc',
  'Taxable',
  'GST%',
  'Total',
];

function layoutE(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.e;
  const items: TableCell[][] = [
    E_HEADERS.map((header, at) =>
      at === 2 || at === 3 || at === 4 ? { text: header, bold: true } : center(header, { bold: true }),
    ),
    ...bill.lines.map((line) => [
      right(String(line.quantity)),
      right(line.free ? String(line.free) : '0'),
      { text: line.product.name },
      { text: line.product.pack },
      { text: line.batch },
      center(format.expiry(line.expiry)),
      center(line.product.hsn),
      right(plain(line.mrp)),
      right(plain(line.rate)),
      right(line.discount ? percent(line.discount) : '0'),
      right(plain(line.taxable)),
      right(percent(line.product.gst)),
      right(plain(line.total)),
    ]),
  ];
  const summary: TableCell[][] = [
    ['Rate', 'Taxable', 'CGST', 'SGST', 'GST'].map((text) => center(text, { bold: true })),
    ...gstSummaryByRate(bill).map((row) => [
      center(`${row.rate}%`),
      right(plain(row.taxable)),
      right(plain(row.cgst)),
      right(plain(row.sgst)),
      right(plain(row.tax)),
    ]),
  ];
  const totalsRows: [string, string][] = [
    ['Sub Total', plain(totals.gross)],
    ['Discount', plain(totals.discount)],
    ['Taxable', plain(totals.taxable)],
    ['CGST', plain(totals.cgst)],
    ['SGST', plain(totals.sgst)],
    ['Round Off', signed(totals.roundOff, plain)],
  ];
  const content: Content[] = [
    { text: seller.name, fontSize: 15, bold: true, alignment: 'center' },
    { text: [...seller.address, `${seller.city} - ${seller.pin}`].join(', '), alignment: 'center' },
    {
      text: `Ph: ${seller.phone}${seller.email ? `  Email: ${seller.email}` : ''}`,
      alignment: 'center',
    },
    {
      text: `GSTIN: ${seller.gstin}    D.L.No: ${seller.dl[0]}, ${seller.dl[1]}`,
      alignment: 'center',
      bold: true,
      margin: [0, 1, 0, 3],
    },
    {
      table: {
        widths: ['*', 180],
        body: [
          [
            {
              stack: [
                { text: 'Bill To:', bold: true },
                { text: buyer.name, bold: true, fontSize: 9 },
                ...buyer.address.map((text) => ({ text })),
                { text: `${buyer.city} - ${buyer.pin}, ${state(buyer.stateCode)}` },
                { text: `GSTIN: ${buyer.gstin}` },
                { text: `D.L.No: ${buyer.dl[0]}, ${buyer.dl[1]}` },
              ],
            },
            {
              stack: [
                { text: 'TAX INVOICE', bold: true, fontSize: 11, alignment: 'center', margin: [0, 0, 0, 3] },
                { text: `Inv No : ${bill.number}`, bold: true },
                { text: `Inv Date : ${format.date(bill.date)}` },
                { text: `Due Date : ${format.date(addDays(bill.date, 21))}` },
                { text: 'Salesman : RAMESH' },
                { text: `Place of Supply : ${state(buyer.stateCode)}` },
              ],
            },
          ],
        ],
      },
      layout: grid(0.7, 4),
    },
    {
      table: {
        headerRows: 1,
        widths: [22, 20, '*', 30, 46, 28, 44, 34, 34, 20, 44, 22, 46],
        body: items,
      },
      layout: { ...grid(0.5, 2), hLineWidth: (i: number) => (i <= 1 || i === items.length ? 0.7 : 0) },
      margin: [0, 4, 0, 0],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { table: { widths: [30, 55, 45, 45, 45], body: summary }, layout: grid(0.5), fontSize: 7 },
            { text: `Total Items: ${bill.lines.length}`, margin: [0, 3, 0, 0] },
            { text: inWords(totals.grand, 'Rs.'), bold: true, margin: [0, 3, 0, 0] },
            { text: 'Goods once sold will not be taken back. Subject to local jurisdiction.', margin: [0, 6, 0, 0] },
          ],
        },
        {
          width: 160,
          table: {
            widths: ['*', 60],
            body: [
              ...totalsRows.map(([caption, value]) => [{ text: caption }, right(value)]),
              [
                { text: 'Bill Amount', bold: true, fontSize: 10 },
                right(plain(totals.grand), { bold: true, fontSize: 10 }),
              ],
            ],
          },
          layout: grid(0.5, 3),
        },
      ],
      columnGap: 12,
      margin: [0, 6, 0, 0],
    },
    { text: `For ${seller.name}`, bold: true, alignment: 'right', margin: [0, 14, 0, 14] },
    { text: 'Authorised Signatory', alignment: 'right' },
  ];
  return {
    info: info(bill),
    pageSize: 'A4',
    pageMargins: [24, 20, 24, 20],
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.1 },
    content,
  };
}

// Layout F: continuous-stationery style, A4 landscape, capitals, dashed rules, scheme as 'SCH', IGST.
const F_HEADERS = [
  'SN',
  'MFG',
  'PRODUCT',
  'PACK',
  'BATCH',
  'EXPIRY',
  'QTY',
  'SCH',
  'MRP',
  'PTR',
  'DISC%',
  'GST%',
  'AMOUNT',
];

/** Dashed rules under the header and over the foot, none between rows: a dot-matrix form's look. */
const dashedRules = (rows: number): CustomTableLayout => ({
  hLineWidth: (i) => (i === 0 || i === 1 || i === rows ? 0.7 : 0),
  vLineWidth: () => 0,
  hLineStyle: () => ({ dash: { length: 3, space: 2 } }),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
});

function layoutF(bill: Bill): TDocumentDefinitions {
  const { seller, buyer, totals } = bill;
  const format = FORMATS.f;
  const items: TableCell[][] = [
    F_HEADERS.map((header, at) => (at >= 6 ? right(header, { bold: true }) : { text: header, bold: true })),
    ...bill.lines.map((line, at) => [
      { text: String(at + 1) },
      { text: line.product.mfr.toUpperCase().slice(0, 6) },
      { text: line.product.name.toUpperCase() },
      { text: line.product.pack.toUpperCase() },
      { text: line.batch },
      { text: format.expiry(line.expiry) },
      right(String(line.quantity)),
      right(line.free ? String(line.free) : ''),
      right(plain(line.mrp)),
      right(plain(line.rate)),
      right(line.discount ? line.discount.toFixed(2) : ''),
      right(percent(line.product.gst)),
      right(plain(line.taxable)),
    ]),
  ];
  const totalsRows: [string, string][] = [
    ['GOODS VALUE', plain(totals.gross)],
    ['LESS DISCOUNT', plain(totals.discount)],
    ['TAXABLE VALUE', plain(totals.taxable)],
    ['ADD IGST', plain(totals.igst)],
    ['ROUND OFF', signed(totals.roundOff, plain)],
  ];
  const igstRows = gstSummaryByRate(bill)
    .map((row) => `IGST ${row.rate}% ON ${plain(row.taxable)} = ${plain(row.igst)}`)
    .join('    ');
  const content: Content[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: seller.name.toUpperCase(), fontSize: 13, bold: true },
            ...seller.address.map((text) => ({ text: text.toUpperCase() })),
            {
              text: `${seller.city.toUpperCase()}-${seller.pin}  STATE: ${state(seller.stateCode).toUpperCase()} (${seller.stateCode})`,
            },
            { text: `PHONE: ${seller.phone}` },
            { text: `GSTIN NO: ${seller.gstin}` },
            { text: `DL NO: ${seller.dl[0]} ${seller.dl[1]}` },
          ],
        },
        {
          width: 150,
          stack: [
            { text: 'GST INVOICE', fontSize: 12, bold: true, alignment: 'center' },
            { text: 'DEBIT MEMO', alignment: 'center' },
            { text: `BILL NO   : ${bill.number}`, bold: true, margin: [0, 6, 0, 0] },
            { text: `BILL DATE : ${format.date(bill.date)}`, bold: true },
            { text: 'TRANSPORT : SELF' },
          ],
        },
        {
          width: 230,
          stack: [
            { text: 'PARTY NAME & ADDRESS', bold: true },
            { text: buyer.name.toUpperCase(), bold: true, fontSize: 9 },
            ...buyer.address.map((text) => ({ text: text.toUpperCase() })),
            {
              text: `${buyer.city.toUpperCase()}-${buyer.pin}  STATE: ${state(buyer.stateCode).toUpperCase()} (${buyer.stateCode})`,
            },
            { text: `GSTIN NO: ${buyer.gstin}` },
            { text: `DL NO: ${buyer.dl[0]} ${buyer.dl[1]}` },
          ],
        },
      ],
      columnGap: 10,
    },
    {
      table: { headerRows: 1, widths: [14, 34, '*', 36, 50, 34, 26, 22, 40, 40, 30, 26, 52], body: items },
      layout: dashedRules(items.length),
      margin: [0, 6, 0, 0],
    },
    { text: igstRows, margin: [0, 4, 0, 0] },
    {
      columns: [
        {
          width: '*',
          stack: [
            {
              text: `ITEMS: ${bill.lines.length}   QTY: ${bill.lines.reduce((n, line) => n + line.quantity, 0)}   SCH: ${bill.lines.reduce((n, line) => n + line.free, 0)}`,
            },
            { text: inWords(totals.grand, 'Rupees').toUpperCase(), bold: true, margin: [0, 3, 0, 0] },
            { text: 'E.& O.E.  GOODS ONCE SOLD WILL NOT BE TAKEN BACK.', margin: [0, 3, 0, 0] },
            { text: `FOR ${seller.name.toUpperCase()}`, bold: true, margin: [0, 10, 0, 0] },
          ],
        },
        {
          width: 170,
          table: {
            widths: ['*', 64],
            body: [
              ...totalsRows.map(([caption, value]) => [{ text: caption }, right(value)]),
              [
                { text: 'NET PAYABLE', bold: true, fontSize: 10 },
                right(plain(totals.grand), { bold: true, fontSize: 10 }),
              ],
            ],
          },
          layout: dashedRules(totalsRows.length),
        },
      ],
      columnGap: 12,
      margin: [0, 4, 0, 0],
    },
  ];
  return {
    info: info(bill),
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [22, 18, 22, 18],
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.1 },
    content,
  };
}

const LAYOUTS: Record<LayoutId, Layout> = {
  a: {
    style: 'Marg ERP style',
    paper: 'A5 landscape',
    split: 'tuning',
    headers: A_HEADERS,
    dpi: 200,
    document: layoutA,
    description: (line) => line.product.name.toUpperCase(),
    amounts: (line) => [rupeesOf(line.taxable)],
    notes:
      "Layout A (Marg ERP style), A5 landscape, 'GST INVOICE', intra-state (CGST + SGST). Names and packs in capitals; expiry MM/YY; dates DD/MM/YYYY; Free blank when none; Disc% blank when none; Amount is the line's taxable value (no line total incl. tax is printed). Buyer after 'M/s.'. GST summary by rate; totals Gross, Less Discount, Taxable, CGST, SGST, Round Off, NET AMOUNT.",
  },
  b: {
    style: 'Tally style',
    paper: 'A4 landscape',
    split: 'tuning',
    headers: B_HEADERS,
    dpi: 160,
    document: layoutB,
    description: (line) => line.product.name,
    amounts: (line) => [rupeesOf(line.taxable), rupeesOf(line.total)],
    notes:
      "Layout B (Tally style), A4 landscape, 'TAX INVOICE', intra-state with CGST and SGST per line. Expiry MM/YYYY; dates DD-Mon-YYYY; Free printed 0 when none; Disc % blank when none; Mfr column; Taxable Value and Total (incl. tax) per line; totals row, HSN/SAC summary, Grand Total with the rupee sign. Buyer as 'Buyer (Bill to)' and 'Consignee (Ship to)' (the same chemist).",
  },
  c: {
    style: 'Busy style',
    paper: 'A4 portrait',
    split: 'held-out',
    headers: C_HEADERS,
    dpi: 170,
    document: layoutC,
    description: (line) => line.product.name.toUpperCase(),
    amounts: (line) => [rupeesOf(line.taxable), rupeesOf(line.total)],
    notes:
      "Layout C (Busy style), A4 portrait, 'CREDIT BILL', intra-state (CGST + SGST in the totals). Names in capitals; quantity and free in one column 'Qty+Free' ('10+2', or just '10'); expiry Mon-YY; dates DD.MM.YYYY; Dis% printed 0.0 when none; Taxable, GST% and GST Amt, Net (incl. tax) per line. Buyer after 'Party : M/s'. No GST summary.",
  },
  d: {
    style: 'GST billing app style',
    paper: 'A4 portrait',
    split: 'held-out',
    headers: D_HEADERS,
    dpi: 160,
    document: layoutD,
    description: (line) => line.product.name,
    amounts: (line) => [rupeesOf(line.taxable)],
    notes:
      "Layout D (GST billing app style), A4 portrait, 'TAX INVOICE', inter-state (Gujarat to Maharashtra) with IGST. HSN first; Mfg (month of manufacture) and Exp both printed as MON/YY, expiry is Exp; dates DD-MM-YYYY; Fr.Qty and Disc '-' when none; PTR is the rate; Amount is the taxable value. 'BILL TO' and 'SHIP TO' (the same chemist); IGST summary by rate; Total Amount with the rupee sign.",
  },
  e: {
    style: "Counter distributor's style",
    paper: 'A4 portrait',
    split: 'tuning',
    headers: E_HEADERS,
    dpi: 170,
    document: layoutE,
    description: (line) => line.product.name,
    amounts: (line) => [rupeesOf(line.taxable), rupeesOf(line.total)],
    notes:
      "Layout E (counter distributor's style), A4 portrait, 'TAX INVOICE', intra-state (CGST + SGST in the totals). Qty and Free first, Free printed 0 when none; expiry MM-YY; dates DD Mon YYYY; Disc (percent) 0 when none; Taxable, GST% and Total (incl. tax) per line. Seller's name centred over the page; buyer after 'Bill To:'. GST summary by rate; totals Sub Total, Discount, Taxable, CGST, SGST, Round Off, Bill Amount.",
  },
  f: {
    style: 'Continuous stationery style',
    paper: 'A4 landscape',
    split: 'tuning',
    headers: F_HEADERS,
    dpi: 170,
    document: layoutF,
    description: (line) => line.product.name.toUpperCase(),
    amounts: (line) => [rupeesOf(line.taxable)],
    notes:
      "Layout F (continuous stationery style), A4 landscape, 'GST INVOICE', inter-state (Delhi to Haryana or Uttar Pradesh) with IGST. All in capitals; dashed rules under the header and over the foot only; maker first (cut to six letters); free as SCH, blank when none; expiry M/YY; dates DD/MM/YY; PTR is the rate; Amount is the taxable value. Buyer under 'PARTY NAME & ADDRESS'. IGST by rate on one line; totals Goods Value, Less Discount, Taxable Value, Add IGST, Round Off, Net Payable.",
  },
};

// ---------------------------------------------------------------------------------------------
// Photos: the page rendered, laid on a desk at a slant, lit unevenly, with sensor noise.

interface Gradient {
  addColorStop: (offset: number, color: string) => void;
}

interface Context2D {
  fillStyle: string | Gradient;
  strokeStyle: string;
  lineWidth: number;
  globalAlpha: number;
  globalCompositeOperation: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  fillRect: (x: number, y: number, width: number, height: number) => void;
  save: () => void;
  restore: () => void;
  translate: (x: number, y: number) => void;
  rotate: (radians: number) => void;
  beginPath: () => void;
  moveTo: (x: number, y: number) => void;
  lineTo: (x: number, y: number) => void;
  stroke: () => void;
  drawImage: (image: unknown, x: number, y: number, width: number, height: number) => void;
  createLinearGradient: (x0: number, y0: number, x1: number, y1: number) => Gradient;
  createRadialGradient: (x0: number, y0: number, r0: number, x1: number, y1: number, r1: number) => Gradient;
  getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray };
  putImageData: (data: { data: Uint8ClampedArray }, x: number, y: number) => void;
}

/** The parts of @napi-rs/canvas used here. */
interface Canvas {
  createCanvas: (
    width: number,
    height: number,
  ) => { getContext: (kind: '2d') => Context2D; toBuffer: (mime: 'image/jpeg', quality: number) => Buffer };
  loadImage: (source: Buffer) => Promise<{ width: number; height: number }>;
}

interface Desk {
  name: string;
  base: string;
  grain: string[];
}

const DESKS: readonly Desk[] = [
  { name: 'a wooden desk', base: '#7a5234', grain: ['#6a4529', '#8a6140', '#5e3c22'] },
  { name: 'a grey laminate counter', base: '#7d8186', grain: ['#72767b', '#878b90'] },
  { name: 'a beige shop counter', base: '#b9a587', grain: ['#a8957a', '#c6b396'] },
  { name: 'a dark glass-top table', base: '#2f3437', grain: ['#3a4044', '#262a2d'] },
];

/** JPEG quality: a phone's, and each photo stays under 400 KB. */
const PHOTO_QUALITY = 75;

interface PhotoInfo {
  angle: number;
  desk: string;
  dpi: number;
  quality: number;
}

/**
 * pdf.js 5 moves buffers with ArrayBuffer.prototype.transferToFixedLength, which Node has from 21 on;
 * on Node 20 it drops every drawing operation of a page and renders it blank. Copy, then detach.
 */
function polyfillTransferToFixedLength() {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      structuredClone(this, { transfer: [this] });
      return copy;
    },
  });
}

async function photograph(pdf: Uint8Array, layout: Layout, index: number): Promise<{ jpeg: Buffer; info: PhotoInfo }> {
  const loaded = await loadCanvas();
  if (!loaded) throw new Error('@napi-rs/canvas is needed for the photos (npm ci in functions/)');
  const canvas = loaded as unknown as Canvas;
  const random = mulberry32(SEED + 1000 + index * 104729);
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const png = await renderPageAsImage(document, 1, {
    scale: layout.dpi / 72,
    canvasImport: () => Promise.resolve(loaded as never),
  });
  await document.destroy();
  const page = await canvas.loadImage(Buffer.from(png));

  // The first photo of a layout is slanted 1-2 degrees, the second 2-4; the sign varies.
  const sign = (index + Math.floor(index / 2)) % 2 === 0 ? 1 : -1;
  const angle = sign * (index % 2 === 0 ? 1 + random() : 2 + random() * 2);
  const radians = (angle * Math.PI) / 180;
  // The frame: the slanted page's bounds and a little of the desk round it.
  const [cos, sin] = [Math.cos(Math.abs(radians)), Math.sin(Math.abs(radians))];
  const width = Math.round((page.width * cos + page.height * sin) * (1.06 + random() * 0.06));
  const height = Math.round((page.width * sin + page.height * cos) * (1.05 + random() * 0.06));
  const photo = canvas.createCanvas(width, height);
  const context = photo.getContext('2d');

  // The desk, with a grain of thin streaks.
  const desk = DESKS[index % DESKS.length] ?? DESKS[0];
  if (!desk) throw new Error('No desk');
  context.fillStyle = desk.base;
  context.fillRect(0, 0, width, height);
  context.lineWidth = 2;
  for (let streak = 0; streak < 140; streak++) {
    const y = random() * height;
    context.strokeStyle = pick(random, desk.grain);
    context.globalAlpha = 0.25 + random() * 0.35;
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y + (random() - 0.5) * 40);
    context.stroke();
  }
  context.globalAlpha = 1;

  // The paper, off-centre and slanted, with a soft shadow under it.
  context.save();
  context.translate(width / 2 + (random() - 0.5) * width * 0.02, height / 2 + (random() - 0.5) * height * 0.02);
  context.rotate(radians);
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 24;
  context.shadowOffsetX = 6;
  context.shadowOffsetY = 10;
  context.fillStyle = '#ffffff';
  context.fillRect(-page.width / 2, -page.height / 2, page.width, page.height);
  context.shadowColor = 'rgba(0, 0, 0, 0)';
  context.shadowBlur = 0;
  context.shadowOffsetX = 0;
  context.shadowOffsetY = 0;
  context.drawImage(page, -page.width / 2, -page.height / 2, page.width, page.height);
  // Paper is never quite white under a room's light (daylight or a tube light: barely warm).
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = pick(random, ['#f4f3ef', '#f2f2f0', '#f5f3ee']);
  context.fillRect(-page.width / 2, -page.height / 2, page.width, page.height);
  context.restore();

  // Uneven light: darker towards one side, a soft highlight towards the other.
  const fromLeft = random() < 0.5;
  const shade = context.createLinearGradient(fromLeft ? 0 : width, 0, fromLeft ? width : 0, height);
  shade.addColorStop(0, '#ffffff');
  shade.addColorStop(0.55, '#ececec');
  shade.addColorStop(1, pick(random, ['#c6c6c6', '#cac8c4', '#c4c6ca']));
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = shade;
  context.fillRect(0, 0, width, height);
  const glow = context.createRadialGradient(
    width * (fromLeft ? 0.25 : 0.75),
    height * 0.2,
    0,
    width * (fromLeft ? 0.25 : 0.75),
    height * 0.2,
    width * 0.7,
  );
  glow.addColorStop(0, 'rgba(255, 250, 235, 0.22)');
  glow.addColorStop(1, 'rgba(255, 250, 235, 0)');
  context.globalCompositeOperation = 'screen';
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'source-over';

  // Sensor noise: mild, the same on the three channels (grain, not colour speckle).
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  for (let at = 0; at < data.length; at += 4) {
    const noise = (random() + random() + random() - 1.5) * 6;
    data[at] = (data[at] ?? 0) + noise;
    data[at + 1] = (data[at + 1] ?? 0) + noise;
    data[at + 2] = (data[at + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);

  return {
    jpeg: photo.toBuffer('image/jpeg', PHOTO_QUALITY),
    info: { angle: Math.round(angle * 10) / 10, desk: desk.name, dpi: layout.dpi, quality: PHOTO_QUALITY },
  };
}

// ---------------------------------------------------------------------------------------------
// Labels and manifest.

interface LabelLine {
  description: string;
  amounts: number[];
  hsn: string;
  batch: string;
  expiry: string;
  mrp: number;
  rate: number;
  quantity: number;
  free: number;
  discount: number;
  taxRate: number;
}

interface Label {
  mediaType: 'application/pdf' | 'image/jpeg';
  kind: 'text-pdf' | 'photo';
  split: 'tuning' | 'held-out';
  truth: {
    supplier: string[];
    taxId: string;
    number: string;
    date: string;
    total: number;
    tax: number;
    lines: LabelLine[];
  };
  buyer: { name: string; taxId: string };
  layout: LayoutId;
  notes: string;
}

function label(bill: Bill, kind: Label['kind'], notes: string): Label {
  const layout = LAYOUTS[bill.layout];
  return {
    mediaType: kind === 'photo' ? 'image/jpeg' : 'application/pdf',
    kind,
    split: layout.split,
    truth: {
      supplier: [bill.seller.name],
      taxId: bill.seller.gstin,
      number: bill.number,
      date: bill.date,
      total: rupeesOf(bill.totals.grand),
      tax: rupeesOf(bill.totals.tax),
      lines: bill.lines.map((line) => ({
        description: layout.description(line),
        amounts: layout.amounts(line),
        hsn: line.product.hsn,
        batch: line.batch,
        expiry: expiryDate(line.expiry),
        mrp: rupeesOf(line.mrp),
        rate: rupeesOf(line.rate),
        quantity: line.quantity,
        free: line.free,
        discount: line.discount,
        taxRate: line.product.gst,
      })),
    },
    buyer: { name: bill.buyer.name, taxId: bill.buyer.gstin },
    layout: bill.layout,
    notes,
  };
}

/** Every figure re-added from the labels, as a reader would check them. */
function checkArithmetic(bill: Bill) {
  const { totals } = bill;
  if (totals.taxable + totals.tax + totals.roundOff !== totals.grand) throw new Error(`${bill.file}: grand total`);
  if (totals.grand % 100 !== 0 || Math.abs(totals.roundOff) > 50) throw new Error(`${bill.file}: round off`);
  if (totals.gross - totals.discount !== totals.taxable) throw new Error(`${bill.file}: discount`);
  for (const line of bill.lines) {
    if (line.mrp <= line.rate) throw new Error(`${bill.file}: MRP not above rate for ${line.product.name}`);
    const again = lineFigures(line.rate, line.quantity, line.discount, line.product.gst, bill.interState);
    if (again.taxable !== Math.round(line.rate * line.quantity * (1 - line.discount / 100))) {
      throw new Error(`${bill.file}: taxable of ${line.product.name}`);
    }
    if (line.quantity < 1 || line.quantity > 120) throw new Error(`${bill.file}: quantity ${line.quantity}`);
  }
}

function manifest(bills: Bill[], labels: Record<string, Label>, bytes: Record<string, number>): string {
  const layoutRows = (Object.keys(LAYOUTS) as LayoutId[]).map((id) => {
    const layout = LAYOUTS[id];
    const files = bills.filter((bill) => bill.layout === id);
    return `| ${id.toUpperCase()} | ${layout.style} | ${layout.paper} | ${layout.split} | ${files.map((bill) => `${bill.file} (${bill.lines.length} lines)`).join(', ')} | \`${layout.headers.join(' \\| ')}\` |`;
  });
  const fileRows = Object.entries(labels).map(([file, entry]) => {
    const size = bytes[file] ?? 0;
    return `| \`${file}\` | ${entry.kind} | ${entry.split} | ${entry.truth.number} | ${entry.truth.lines.length} | ${entry.truth.total.toFixed(2)} | ${Math.round(size / 1024)} KB |`;
  });
  return `# Pharmacy bills – generated test corpus

Purchase bills of the kind an Indian pharmaceutical distributor (stockist) sends a chemist, made to
measure how well the app reads a pharmacy's purchase bill line by line: product, pack, HSN, batch,
expiry, MRP, rate, quantity and free quantity, discount and GST.

**Generated, not collected.** Every file here is written by
[\`scripts/bills/make-pharmacy-bills.ts\`](../../../../scripts/bills/make-pharmacy-bills.ts) in this
repository (\`npx tsx scripts/bills/make-pharmacy-bills.ts\`); edit the script and run it again
rather than editing these files. The run is deterministic (fixed seeds, a fixed PDF creation date),
so it writes the same bytes every time. The companies, chemists, addresses, GSTINs (well formed, with
a correct check character, but nobody's), drug licence numbers, products, brands, batches and figures
are all fictitious; any likeness to a real business or brand is chance. The GST rates (5, 12 and a
few 18%) are a mix chosen for the test, not a statement of any product's rate today. Reference day:
${TODAY} (some bills carry a line already expired, or one expiring within 90 days of it).

**Licence:** our own work, under the same licence as this repository.

## Layouts

Six layouts, each in the manner of the software Indian distributors print bills with; two bills
each, one of them long (10–12 lines). Layouts A, B, E and F are **tuning** bills (the reader may be
tuned on them); C and D are **held-out** (for measuring only: nobody tunes the reader, its patterns
or thresholds on them). E and F were added after C and D, drawn from other distributors' prints,
not from C's and D's.

| Layout | Style | Paper | Split | Bills | Item columns |
| ------ | ----- | ----- | ----- | ----- | ------------ |
${layoutRows.join('\n')}

A, D and E print a GST summary by rate, B an HSN/SAC summary, F its IGST by rate on one line; A, B,
C and E are intra-state (CGST + SGST), D and F inter-state (IGST). Dates are printed \`12/10/2026\`
(A), \`12-Oct-2026\` (B), \`12.10.2026\` (C), \`12-10-2026\` (D), \`12 Oct 2026\` (E), \`12/10/26\` (F);
expiries \`06/27\` (A), \`06/2027\` (B), \`Jun-27\` (C), \`JUN/27\` (D, which also prints the month of
manufacture in the same form), \`06-27\` (E), \`6/27\` (F).

## Figures

Every figure is exact: a line's taxable value is qty × rate × (1 − disc%/100) rounded to the paisa;
its GST is worked per line (CGST and SGST each at half the rate, or IGST); totals are the sums of the
lines; the grand total is taxable + GST rounded to whole rupees, the difference printed as the round
off. Free quantity carries no amount.

## Photos

For every PDF, \`<layout>-<n>-photo.jpg\` is a simulated phone photo of its page, drawn by the same
script: the page rendered with pdf.js (unpdf) and @napi-rs/canvas at 160–200 dpi, laid on a
desk-coloured background with a grain (wood, grey laminate, a beige counter, dark glass), rotated
(the first bill of each layout by 1–2°, the second by 2–4°, the sign varying; each photo's angle is
in its \`notes\`), under a soft shadow, tinted barely off-white, lit unevenly (a darkening gradient
and a soft highlight), with mild grey noise, and saved as JPEG at quality ${PHOTO_QUALITY}. No perspective or blur
is added. Tesseract reads every photo, but a slant of 2° or more costs it words (in places a whole
table), as it does on real photos. The JPEGs are byte for byte the same only with the same pdf.js and
@napi-rs/canvas versions.

## labels.json

Keyed by file name. Each entry: \`mediaType\`, \`kind\` (\`text-pdf\` or \`photo\`), \`split\`, \`truth\`
(supplier, supplier GSTIN as \`taxId\`, \`number\`, \`date\` as YYYY-MM-DD, \`total\` as printed,
\`tax\` the bill's total GST, \`lines\`), \`buyer\` (the chemist and its GSTIN), \`layout\` and
\`notes\`. Each line: \`description\` as printed, without the pack; \`amounts\`, the line's taxable
value and, where the layout prints one, its total incl. tax; \`hsn\`; \`batch\`; \`expiry\`, the last
day of the printed month; \`mrp\`; \`rate\` per unit (Rate, P.Rate or PTR); \`quantity\`; \`free\` (0
when none); \`discount\`, the percent printed (0 when none); \`taxRate\`, the GST percent.

## Files

| File | Kind | Split | Number | Lines | Total (₹) | Size |
| ---- | ---- | ----- | ------ | ----: | --------: | ---: |
${fileRows.join('\n')}
`;
}

// ---------------------------------------------------------------------------------------------

async function pageCount(pdf: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

async function main() {
  polyfillTransferToFixedLength();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const bills = PLANS.map(makeBill);
  const labels: Record<string, Label> = {};
  const bytes: Record<string, number> = {};
  for (const [index, bill] of bills.entries()) {
    checkArithmetic(bill);
    const layout = LAYOUTS[bill.layout];
    const pdf = await renderPdf(layout.document(bill));
    writeFileSync(join(OUT, `${bill.file}.pdf`), pdf);
    const pages = await pageCount(pdf);
    if (pages !== 1) throw new Error(`${bill.file}.pdf has ${pages} pages; the layouts are meant to fit one`);
    const lineNotes = bill.lineNotes.length > 0 ? ` Expiry cases: ${bill.lineNotes.join('; ')}.` : '';
    bytes[`${bill.file}.pdf`] = pdf.byteLength;
    labels[`${bill.file}.pdf`] = label(bill, 'text-pdf', `Generated, fictitious. ${layout.notes}${lineNotes}`);

    const { jpeg, info: photo } = await photograph(pdf, layout, index);
    writeFileSync(join(OUT, `${bill.file}-photo.jpg`), jpeg);
    bytes[`${bill.file}-photo.jpg`] = jpeg.byteLength;
    labels[`${bill.file}-photo.jpg`] = label(
      bill,
      'photo',
      `Simulated phone photo of ${bill.file}.pdf: page rendered at ${photo.dpi} dpi, rotated ${photo.angle}° on ${photo.desk}, uneven light, noise, JPEG quality ${photo.quality}. ${layout.notes}${lineNotes}`,
    );
    console.log(
      `${bill.file}: ${bill.lines.length} lines, total ${plain(bill.totals.grand)}, pdf ${Math.round(pdf.byteLength / 1024)} KB, photo ${Math.round(jpeg.byteLength / 1024)} KB`,
    );
  }
  const format = async (text: string, file: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  const labelsFile = join(OUT, 'labels.json');
  writeFileSync(labelsFile, await format(JSON.stringify(labels, null, 2), labelsFile));
  const manifestFile = join(OUT, 'MANIFEST.md');
  writeFileSync(manifestFile, await format(manifest(bills, labels, bytes), manifestFile));
  console.log(`Wrote ${Object.keys(labels).length} files, labels.json and MANIFEST.md to ${OUT}`);
}

await main();
