#!/bin/sh
# Makes the demo practice's training videos (cli/assets/demo-videos): eight short test-pattern clips, two per gallery
# category, each with a preview frame. They are the project's own (ffmpeg's built-in test sources, no footage), a few
# seconds and a few tens of kB each, so `npm start` shows a gallery that plays, seeks and filters.
#
# Needs ffmpeg with libx264 (Debian: apt-get install -y ffmpeg). Re-running it rewrites the same files; the seed
# (cli/src/demo/demo-videos.ts) names them, so keep the names in step.
set -eu
out="$(dirname "$0")/../cli/assets/demo-videos"
mkdir -p "$out"

# name:lavfi source. 320x180, 12 fps, 4 s, no sound, H.264 baseline with the index first (+faststart) so a
# browser can start and seek before it has the whole file.
clip() {
  name="$1"; source="$2"
  ffmpeg -loglevel error -y -f lavfi -i "$source" -t 4 -r 12 -an \
    -c:v libx264 -profile:v baseline -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart "$out/$name.mp4"
  ffmpeg -loglevel error -y -ss 1 -i "$out/$name.mp4" -frames:v 1 -vf scale=320:-2 -q:v 14 "$out/$name.jpg"
}

clip coding-hcc-basics        "testsrc2=size=320x180:rate=12"
clip coding-specificity       "smptebars=size=320x180:rate=12"
clip documentation-meat       "rgbtestsrc=size=320x180:rate=12"
clip documentation-signatures "testsrc=size=320x180:rate=12"
clip english-patient-visit    "mandelbrot=size=320x180:rate=12"
clip english-phone-etiquette  "cellauto=size=320x180:rate=12:rule=110"
clip spanish-visita-paciente  "gradients=size=320x180:rate=12:speed=0.05"
clip spanish-documentacion    "smptehdbars=size=320x180:rate=12"

du -ch "$out"/* | tail -1
