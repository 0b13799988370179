import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/ },
            {
              name: 'shared',
              test: /[\\/]app[\\/](components|features|lib)[\\/]|[\\/]packages[\\/]contract[\\/]/,
            },
          ],
        },
      },
    },
  },
});
