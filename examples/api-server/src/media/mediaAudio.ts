/**
 * A short spoken-note stand-in for the demo: a mono 8 kHz, 16-bit PCM WAV of two soft tones whose pitch comes
 * from the id (decision wave2-reach19-3). Generated, never recorded: the reference server has no real audio, and
 * a real file would add binary weight to the repository. ~1.2 s, ~19 kB.
 * @example wavTone('TP001-U1').subarray(0, 4).toString() // 'RIFF'
 */
export function wavTone(id: string, seconds = 1.2): Buffer {
  const rate = 8000
  const samples = Math.round(rate * seconds)
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const base = 330 + (hash % 12) * 20
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    const f = t < seconds / 2 ? base : base * 1.25
    // A 20 ms fade at each end so the tone does not click.
    const fade = Math.min(1, t / 0.02, (seconds - t) / 0.02)
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * f * t) * 0.3 * fade * 32767), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}
