extension Registry {
    /// A registry with the same registrations (and a copy of each ancestor) whose singletons are not made yet, so
    /// resolving everything through it leaves this registry's singletons untouched.
    func verificationCopy() -> Registry {
        let copy = Registry(parent: parent?.verificationCopy())
        for registration in ownRegistrations { try? copy.add(registration.verificationCopy()) }
        return copy
    }

    /// The keys registered here or in an ancestor, each once, ancestors' first.
    var visibleKeys: [DependencyKey] {
        var seen: Set<DependencyKey> = []
        return ((parent?.visibleKeys ?? []) + ownRegistrations.map(\.key)).filter { seen.insert($0).inserted }
    }

    /// Resolves every visible registration once through a throwaway copy and reports every distinct problem.
    func verify() throws(DependencyError) {
        let copy = verificationCopy()
        var problems: [DependencyError] = []
        var seen: [ProblemIdentity: Int] = [:]
        for key in copy.visibleKeys {
            do {
                _ = try copy.value(for: key, in: nil)
            } catch {
                // A factory that resolves several things at once reports each that failed.
                for problem in error.problems {
                    guard let index = seen[problem.problemIdentity] else {
                        seen[problem.problemIdentity] = problems.count
                        problems.append(problem)
                        continue
                    }
                    if problem.path.count < problems[index].path.count { problems[index] = problem }
                }
            }
        }
        if !problems.isEmpty { throw .verificationFailed(problems) }
    }
}
