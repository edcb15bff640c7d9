// Written by scripts/write-site-modules.ts before each build: the site modules content imports.
'use client';

export {};
