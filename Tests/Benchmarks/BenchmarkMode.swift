/// How long a suite measures: `full` for figures worth reading, `short` (`--short`) for a quick run that shows every
/// measurement still works (CI runs each suite once this way and ignores the ratios).
enum BenchmarkMode: Sendable, Hashable {
    case full
    case short

    /// The flag that selects `short`.
    static let shortFlag = "--short"

    /// `short` when `arguments` hold `--short`.
    init(arguments: [String]) {
        self = arguments.contains(Self.shortFlag) ? .short : .full
    }

    /// `full` in a full run, `short` in a short one.
    func pick<Value>(full: Value, short: Value) -> Value {
        self == .short ? short : full
    }
}

extension BenchmarkMode {
    /// The stopwatch for the mode: the default 7 rounds, or 2 in a short run.
    var stopwatch: Stopwatch {
        Stopwatch(rounds: pick(full: 7, short: 2), warmupIterations: pick(full: 1_000, short: 100))
    }

    /// `full` iterations in a full run, a tenth of them (at least one) in a short one.
    func iterations(_ full: Int) -> Int {
        pick(full: full, short: max(1, full / 10))
    }
}
