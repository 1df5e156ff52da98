/// SplitMix64: a small seeded generator, so the random inputs of the no-trap tests are the same
/// on every run and a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Mutations of a valid input: a byte changed, inserted or deleted, a range cut out or
/// repeated, or the input cut short, as damaged or half-merged files are.
func mutate(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var result = bytes
    let interesting = Array("{}();=,\"\\/*<> \n\tUa1$".utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        guard !result.isEmpty else { return interesting.shuffled(using: &generator) }
        let position = Int.random(in: 0..<result.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: result[position] = interesting.randomElement(using: &generator) ?? 0
        case 1: result.insert(interesting.randomElement(using: &generator) ?? 0, at: position)
        case 2: result.remove(at: position)
        case 3: result.removeSubrange(position..<min(result.count, position + Int.random(in: 1...200, using: &generator)))
        case 4: result.insert(contentsOf: result[position..<min(result.count, position + 64)], at: position)
        default: result.removeSubrange(position...)
        }
    }
    return result
}
