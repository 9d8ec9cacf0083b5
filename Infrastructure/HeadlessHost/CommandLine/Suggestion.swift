/// The word a person most likely meant: the closest of the known words by edit distance, when it is close enough.
public enum Suggestion {
    /// The candidate within a third of `word`'s length (at least 1, at most 3) edits of it, the nearest first; nil
    /// when none is that close.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        let limit = min(3, max(1, typed.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != word {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit (`opne` is one from `open`).
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var before = [Int](repeating: 0, count: second.count + 1)
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for i in 1...first.count {
            current[0] = i
            for j in 1...second.count {
                let cost = first[i - 1] == second[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[second.count]
    }
}
