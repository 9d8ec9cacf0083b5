import Foundation
import TestSupport

extension TestClock {
    /// The wall-clock date the test clock stands for: a fixed start date plus the clock's offset.
    var date: Date {
        let (seconds, attoseconds) = now.offset.components
        return Self.startDate.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// A `now` closure that reads this clock, for the caches' initializers.
    var dateProvider: @Sendable () -> Date {
        { [self] in date }
    }

    static let startDate = Date(timeIntervalSince1970: 1_700_000_000)
}
