extension Registry {
    /// A registry with the same registrations (and a copy of each ancestor) whose singletons are not made yet, so
    /// resolving everything through it leaves this registry's singletons untouched.
    func verificationCopy() -> Registry {
        let copy = Registry(parent: parent?.verificationCopy())
        for registration in ownRegistrations {
            try? copy.add(registration.verificationCopy(), replacing: true)
        }
        return copy
    }

    /// The registrations visible from this registry, ancestors' first, each key once (the nearest one wins).
    var visibleRegistrations: [Registration] {
        let own = ownRegistrations
        let ownKeys = Set(own.map(\.key))
        let inherited = parent?.visibleRegistrations.filter { !ownKeys.contains($0.key) } ?? []
        return inherited + own
    }

    /// Resolves every visible registration once through a throwaway copy and reports every distinct problem.
    func verify() throws(DependencyError) {
        let copy = verificationCopy()
        var problems: [DependencyError] = []
        var seen: [ProblemIdentity: Int] = [:]
        for registration in copy.visibleRegistrations {
            do {
                _ = try copy.value(for: registration.key, in: nil)
            } catch {
                // A factory that resolves several things at once reports each that failed.
                for problem in error.problems {
                    let identity = problem.problemIdentity
                    if let index = seen[identity] {
                        if problem.path.count < problems[index].path.count { problems[index] = problem }
                    } else {
                        seen[identity] = problems.count
                        problems.append(problem)
                    }
                }
            }
        }
        if !problems.isEmpty {
            throw .verificationFailed(problems)
        }
    }
}
