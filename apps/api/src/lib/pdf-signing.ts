import { constants, createPrivateKey, generateKeyPairSync, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { present } from './present.js';

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

/** DER of SHA-256's DigestInfo before the digest: with it, RSA PKCS#1 v1.5 padding makes the signature (RFC 8017 9.2). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');
/** forge's table of object identifiers, by name (typed as a dictionary, so each is checked once here). */
const oid = (name: string) => present(forge.pki.oids[name], `object identifier ${name}`);
const CERT_BAG = oid('certBag');
const KEY_BAG = oid('pkcs8ShroudedKeyBag');

/**
 * The PKCS#7 signature of a PDF, from a PKCS#12 file read once: node-forge lays out the SignedData (a SHA-256
 * signer with content type, signing time and message digest, in that order, as adbe.pkcs7.detached readers expect);
 * the RSA signature is node's own. Decrypting the PKCS#12 file and forge's RSA in JavaScript took 60–70 ms of a
 * signature, on the thread that answers requests.
 */
class CachedP12Signer extends Signer {
  private readonly certs: forge.pki.Certificate[];
  private readonly certificate: forge.pki.Certificate;
  private readonly key: KeyObject;
  /** The certificate's common name: who a reader is told signed. */
  readonly name: string;

  constructor(p12: Buffer, passphrase: string) {
    super();
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
    const certs = (parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((b) => (b.cert ? [b.cert] : []));
    const key = parsed.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0]?.key;
    if (!key) throw new Error('The signing PKCS#12 file holds no private key');
    // The certificate named as signer is the one whose public key matches the private key.
    const certificate = certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n.equals(key.n) && pub.e.equals(key.e);
    });
    if (!certificate) throw new Error('The signing PKCS#12 file holds no certificate of its private key');
    this.certs = certs;
    this.certificate = certificate;
    this.key = createPrivateKey(forge.pki.privateKeyToPem(key));
    const cn = (certificate.subject.getField('CN') as { value?: unknown } | null)?.value;
    this.name = typeof cn === 'string' ? cn : 'PBS';
  }

  override sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const c of this.certs) p7.addCertificate(c);
    const key = this.key;
    p7.addSigner({
      // forge asks its key to sign the digest of the signed attributes; node's RSA does it.
      key: { sign: (md: forge.md.MessageDigest) => privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])).toString('binary') } as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: oid('sha256'),
      authenticatedAttributes: [
        { type: oid('contentType'), value: oid('data') },
        // forge takes a Date here (its types say string) and writes it as UTCTime.
        { type: oid('signingTime'), value: (signingTime ?? new Date()) as unknown as string },
        { type: oid('messageDigest') },
      ],
    });
    p7.sign({ detached: true });
    return Promise.resolve(Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary'));
  }
}

/**
 * Signs a finished PDF so any reader shows it as signed and unchanged since: a signature dictionary covering
 * the whole file but the signature itself (adbe.pkcs7.detached, SHA-256), with the signing time and the
 * certificate's name. The trial certificate is made on the first signature, not at start-up.
 */
export class PdfSigner {
  private signer: CachedP12Signer | null = null;
  constructor(private readonly config: PdfSigningConfig) {}

  private load(): CachedP12Signer {
    if (!this.signer) {
      if (this.config.trial && !existsSync(this.config.p12File)) makeTrialP12(this.config.p12File, this.config.passphrase);
      this.signer = new CachedP12Signer(readFileSync(this.config.p12File), this.config.passphrase);
    }
    return this.signer;
  }

  async sign(pdf: Buffer, reason: string): Promise<Buffer> {
    const signer = this.load();
    const prepared = plainAddPlaceholder({
      pdfBuffer: pdf, reason, contactInfo: '', name: signer.name, location: 'Kampala, Uganda', signatureLength: 16_384, appName: 'PBS',
    });
    return new SignPdf().sign(prepared, signer);
  }
}

const signers = new WeakMap<PdfSigningConfig, PdfSigner>();
/** One signer per configuration, so the certificate is read once per process. */
export function pdfSignerFor(config: PdfSigningConfig): PdfSigner {
  let s = signers.get(config);
  if (!s) { s = new PdfSigner(config); signers.set(config, s); }
  return s;
}
