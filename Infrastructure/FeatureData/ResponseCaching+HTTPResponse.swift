import Foundation
import Networking
import Storage

extension ResponseCaching {
    /// What `response`'s headers say about keeping it: `ETag`, `Last-Modified`, `Cache-Control` and `Age`.
    ///
    /// `no-cache` is a lifetime of zero (asked about before each use); `max-age` counts from when the answer was
    /// generated, so the `Age` it already had is taken off.
    public init(_ response: HTTPResponse) {
        let control = CacheControl(parsing: response.header("Cache-Control"))
        let lifetime: Duration? =
            control.noCache
            ? .zero
            : control.maxAge.map { maxAge in
                let age = response.header("Age").flatMap { CacheControl.deltaSeconds($0) } ?? 0
                return .seconds(max(0, maxAge - age))
            }
        self.init(
            validators: CacheValidators(
                entityTag: response.header("ETag"), lastModified: response.header("Last-Modified")),
            lifetime: lifetime, isImmutable: control.immutable, isStorable: !control.noStore)
    }
}
