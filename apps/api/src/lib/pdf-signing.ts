import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';

/**
 * The certificate archived PDFs are signed with: the ministry's PKCS#12 file and passphrase (PDF_SIGNING_P12,
 * PDF_SIGNING_PASSPHRASE, docs/DEPLOY.md), or, on a trial installation without one, a self-signed certificate made
 * once and kept in the data directory, which names itself as a trial so no one takes it for the ministry's.
 */
export interface PdfSigningConfig { p12File: string; passphrase: string; trial: boolean }

const TRIAL_NAME = 'PBS trial installation (not a ministry certificate)';

/** A self-signed certificate and key as a PKCS#12 file, for a trial installation. */
function makeTrialP12(file: string, passphrase: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: TRIAL_NAME }, { name: 'organizationName', value: 'PBS' }, { name: 'countryName', value: 'UG' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  mkdirSync(dirname(file), { recursive: true });
  // Written whole, then renamed: another process of the installation never reads half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), { mode: 0o600 });
  renameSync(tmp, file);
}

/** Where the certificate comes from: the environment, else a trial certificate in the data directory. */
export function pdfSigningConfig(dataDir: string): PdfSigningConfig {
  if (process.env.PDF_SIGNING_P12) return { p12File: process.env.PDF_SIGNING_P12, passphrase: process.env.PDF_SIGNING_PASSPHRASE ?? '', trial: false };
  const passFile = `${dataDir}/signing-passphrase`;
  if (!existsSync(passFile)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(passFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  return { p12File: `${dataDir}/signing.p12`, passphrase: readFileSync(passFile, 'utf8').trim(), trial: true };
}

/**
 * Signs a finished PDF so any reader shows it as signed and unchanged since: a signature dictionary covering
 * the whole file but the signature itself (adbe.pkcs7.detached, SHA-256), with the signing time and the
 * certificate's name. The trial certificate is made on the first signature, not at start-up.
 */
export class PdfSigner {
  private loaded: { p12: Buffer; name: string } | null = null;
  constructor(private readonly config: PdfSigningConfig) {}

  private load() {
    if (!this.loaded) {
      if (this.config.trial && !existsSync(this.config.p12File)) makeTrialP12(this.config.p12File, this.config.passphrase);
      const p12 = readFileSync(this.config.p12File);
      this.loaded = { p12, name: signerName(p12, this.config.passphrase) };
    }
    return this.loaded;
  }

  async sign(pdf: Buffer, reason: string): Promise<Buffer> {
    const { p12, name } = this.load();
    // A P12Signer reads its key from a buffer it consumes: one per signature.
    const signer = new P12Signer(p12, { passphrase: this.config.passphrase });
    const prepared = plainAddPlaceholder({
      pdfBuffer: pdf, reason, contactInfo: '', name, location: 'Kampala, Uganda', signatureLength: 16_384, appName: 'PBS',
    });
    return new SignPdf().sign(prepared, signer);
  }
}

/** The common name of the certificate in a PKCS#12 file: who a reader is told signed. */
function signerName(p12: Buffer, passphrase: string): string {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const bag = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  const field = bag?.cert?.subject.getField('CN') as { value?: unknown } | null | undefined;
  const cn = field?.value;
  return typeof cn === 'string' ? cn : 'PBS';
}

const signers = new WeakMap<PdfSigningConfig, PdfSigner>();
/** One signer per configuration, so the certificate is read once per process. */
export function pdfSignerFor(config: PdfSigningConfig): PdfSigner {
  let s = signers.get(config);
  if (!s) { s = new PdfSigner(config); signers.set(config, s); }
  return s;
}
