import { describe, expect, it } from 'vitest';
import { defineConfig } from './define-config';

describe('defineConfig', () => {
  it('gives the config back as written', () => {
    const config = { title: 'Docs', themeConfig: {} };
    expect(defineConfig(config)).toBe(config);
  });
});
