extension FaultSpec {
    /// The keys a spec may use, in the order `syntaxHelp` lists them.
    public static let keys = ["rate", "kinds", "latency", "slow", "retry-after", "seed"]

    /// How to write a spec, for the App's `--help`.
    public static let syntaxHelp = """
        --faults SPEC  inject faults into GET and HEAD answers (every route, avatars included; never OPTIONS).
                       SPEC is comma-separated key=value pairs, every key optional:
          rate=R          fraction of requests that get a fault, 0 to 1 (default 0)
          kinds=K+K+...   kinds to draw from, equally likely (default 500+503+429+drop+truncate+malformed):
                            500, 503    an error status with a JSON error body
                            429         Too Many Requests with Retry-After
                            drop        close the connection without answering
                            truncate    send the head and only half of the body
                            malformed   status 200 with a corrupted, invalid JSON body
                            slow        the real answer after the slow= delay
                            all         every kind above
          latency=D       delay added to every answer, e.g. 20ms or 1.5s (default 0ms)
          slow=D          delay of a slow fault (default 2s)
          retry-after=N   Retry-After seconds of a 429 (default 1)
          seed=N          the same seed and requests give the same faults; each request's fault depends only on
                          the seed, its target and how often that target was requested before (default 0)
        example: --faults rate=0.3,kinds=500+503+429+drop+truncate+malformed,latency=20ms,retry-after=1,seed=42
        """

    /// Reads a spec written in the `syntaxHelp` syntax.
    public static func parse(_ text: String) throws(FaultSpecError) -> FaultSpec {
        let entries = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard entries != [""] else { throw .empty }
        var spec = FaultSpec()
        var seen: Set<String> = []
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { throw .malformedEntry(entry) }
            let key = String(parts[0]).lowercased()
            let value = String(parts[1])
            guard keys.contains(key) else { throw .unknownKey(key) }
            guard seen.insert(key).inserted else { throw .duplicateKey(key) }
            try spec.set(key: key, to: value)
        }
        return spec
    }

    private mutating func set(key: String, to value: String) throws(FaultSpecError) {
        switch key {
        case "rate":
            guard let rate = Double(value), rate >= 0, rate <= 1 else {
                throw .invalidValue(key: key, value: value, expected: "a number from 0 to 1")
            }
            self.rate = rate
        case "kinds": kinds = try Self.parseKinds(value)
        case "latency": latency = try Self.parseDuration(value, key: key)
        case "slow": slowDelay = try Self.parseDuration(value, key: key)
        case "retry-after":
            guard let seconds = Int(value), seconds >= 0 else {
                throw .invalidValue(key: key, value: value, expected: "a whole number of seconds, 0 or more")
            }
            retryAfterSeconds = seconds
        default:
            guard let seed = UInt64(value) else {
                throw .invalidValue(key: key, value: value, expected: "a whole number from 0 to \(UInt64.max)")
            }
            self.seed = seed
        }
    }

    private static func parseKinds(_ value: String) throws(FaultSpecError) -> [FaultKind] {
        guard !value.isEmpty else {
            throw .invalidValue(key: "kinds", value: value, expected: "kind names joined by '+'")
        }
        var kinds: [FaultKind] = []
        for name in value.split(separator: "+", omittingEmptySubsequences: false) {
            let name = name.lowercased()
            if name == "all" {
                kinds += FaultKind.allCases
            } else if let kind = FaultKind(rawValue: name) {
                kinds.append(kind)
            } else {
                throw .unknownKind(name)
            }
        }
        return kinds.reduce(into: []) { unique, kind in if !unique.contains(kind) { unique.append(kind) } }
    }

    private static func parseDuration(_ value: String, key: String) throws(FaultSpecError) -> Duration {
        let expected = "a duration such as 20ms or 1.5s"
        let (number, scale): (Substring, Double) =
            value.hasSuffix("ms") ? (value.dropLast(2), 1) : value.hasSuffix("s") ? (value.dropLast(), 1_000) : ("", 0)
        guard let amount = Double(number), amount >= 0, amount.isFinite, amount * scale < 86_400_000 else {
            throw .invalidValue(key: key, value: value, expected: expected)
        }
        return .milliseconds(amount * scale)
    }
}
