import { loadStorageConfig, StorageConfigError } from './storage-config';

const S3 = {
  STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.eu-central-003.example.com',
  S3_REGION: 'eu-central-003',
  S3_BUCKET: 'ratai-images',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('loadStorageConfig', () => {
  it('is disk when nothing is set', () => {
    expect(loadStorageConfig({})).toEqual({ kind: 'disk', publicImageBaseUrl: undefined });
  });

  it('reads every S3 variable', () => {
    expect(loadStorageConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true', PUBLIC_IMAGE_BASE_URL: 'https://img.ratai.lt/' })).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-central-003.example.com',
      region: 'eu-central-003',
      bucket: 'ratai-images',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: true,
      publicImageBaseUrl: 'https://img.ratai.lt',
    });
  });

  it('leaves the credentials to the default chain when neither key is set', () => {
    const config = loadStorageConfig({ STORAGE: 's3', S3_REGION: 'eu-north-1', S3_BUCKET: 'ratai-images' });
    expect(config).toMatchObject({ kind: 's3', endpoint: undefined, credentials: undefined, forcePathStyle: false, publicImageBaseUrl: undefined });
  });

  it.each([
    [{ ...S3, S3_BUCKET: undefined }, /S3_BUCKET is required/],
    [{ ...S3, S3_REGION: undefined }, /S3_REGION is required/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: undefined }, /go together/],
    [{ ...S3, S3_BUCKET: 'Ratai_Images' }, /S3_BUCKET: expected an S3 bucket name/],
    [{ ...S3, S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ STORAGE: 'ftp' }, /STORAGE/],
  ])('refuses an incomplete or malformed setting (%#)', (env, message) => {
    expect(() => loadStorageConfig(env)).toThrow(StorageConfigError);
    expect(() => loadStorageConfig(env)).toThrow(message);
  });
});
