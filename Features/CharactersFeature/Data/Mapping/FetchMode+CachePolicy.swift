import FeatureDomain
import Storage

extension FetchMode {
    /// `base` (`.standard` for JSON, `.longLived` for images) in this mode: `refresh` skips fresh saved data.
    func policy(basedOn base: CachePolicy) -> CachePolicy {
        switch self {
        case .preferSaved: base
        case .refresh: base.with(mode: .refresh)
        }
    }
}
