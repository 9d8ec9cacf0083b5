import FeatureDomain
import Storage

extension CachePolicy {
    /// This policy for a load in `mode`: `.refresh` skips fresh saved data.
    public func `in`(_ mode: FetchMode) -> CachePolicy {
        mode == .refresh ? with(mode: .refresh) : self
    }
}
