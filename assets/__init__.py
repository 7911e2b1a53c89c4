"""The generated images and sounds (tools/make_assets.py), shipped as the package mg.assets."""
