import CoreDI

/// Singletons that depend on each other: `Top` -> `Middle` -> `Bottom`, each registered by `registerSingletonChain`.
final class Top: Sendable {
    let middle: Middle

    init(middle: Middle) {
        self.middle = middle
    }
}

final class Middle: Sendable {
    let bottom: Bottom

    init(bottom: Bottom) {
        self.bottom = bottom
    }
}

final class Bottom: Sendable {}

/// A transient standing between two singletons, or a type whose factory may resolve another.
struct Between: Sendable {}

/// Registers `Top` -> `Middle` -> `Bottom`, all singletons, each factory recording in `log` that it ran; `Top` also
/// resolves the transient `Between`, which resolves `Bottom`.
func registerSingletonChain(in container: DependencyContainer, log: FactoryCallLog) throws {
    try container.register(Top.self, scope: .singleton) { resolver in
        log.record(.made("top"))
        _ = try resolver.resolve(Between.self)
        return Top(middle: try resolver.resolve(Middle.self))
    }
    try container.register(Between.self) { resolver in
        _ = try resolver.resolve(Bottom.self)
        return Between()
    }
    try container.register(Middle.self, scope: .singleton) { resolver in
        log.record(.made("middle"))
        return Middle(bottom: try resolver.resolve(Bottom.self))
    }
    try container.register(Bottom.self, scope: .singleton) { _ in
        log.record(.made("bottom"))
        return Bottom()
    }
}
