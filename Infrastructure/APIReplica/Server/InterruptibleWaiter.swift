import Foundation

/// Lets a connection thread wait for its handler's response or for a delay, until the server interrupts it.
///
/// It is also the handler task's executor: the waiting connection thread runs the task's jobs itself, so the
/// replica never needs a thread of Swift concurrency's small cooperative pool (2 threads on a 2-core machine),
/// and a busy pool (the App's own work, or a test suite) cannot starve the server. `@unchecked Sendable` is safe:
/// `interrupted`, `response` and `jobs` are only read or written while `condition`'s lock is held.
final class InterruptibleWaiter: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var interrupted = false
    private var response: HTTPServerResponse?
    private var jobs: [UnownedJob] = []

    /// Whether `interrupt()` was called.
    var isInterrupted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return interrupted
    }

    /// Runs `handler` in a task whose jobs run on the calling thread (never a pool thread) until its response.
    ///
    /// Returns nil when interrupted first; the task's remaining jobs then finish on a Dispatch queue and its
    /// response is dropped.
    func response(from handler: any HTTPRequestHandler, to request: HTTPServerRequest) -> HTTPServerResponse? {
        condition.lock()
        response = nil
        condition.unlock()
        Task(executorPreference: self) {
            let response = await handler.response(to: request)
            self.deliver(response)
        }
        condition.lock()
        while response == nil && !interrupted {
            if jobs.isEmpty {
                condition.wait()
                continue
            }
            let batch = jobs
            jobs.removeAll()
            condition.unlock()
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            condition.lock()
        }
        let answer = interrupted ? nil : response
        let leftovers = jobs
        jobs.removeAll()
        condition.unlock()
        leftovers.forEach(runElsewhere)
        return answer
    }

    /// Takes a job of the handler's task: the waiting connection thread runs it, or a Dispatch queue once nobody
    /// waits any more.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        let someoneWaits = !interrupted && response == nil
        if someoneWaits {
            jobs.append(job)
            condition.broadcast()
        }
        condition.unlock()
        if !someoneWaits {
            runElsewhere(job)
        }
    }

    /// Blocks the calling thread for `duration`; false when interrupted before it passed.
    func sleep(for duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while !interrupted && condition.wait(until: deadline) {}
        return !interrupted
    }

    /// Wakes the waiting thread for good: current and later waits return at once, reporting the interruption.
    func interrupt() {
        condition.lock()
        interrupted = true
        condition.broadcast()
        condition.unlock()
    }

    private func deliver(_ response: HTTPServerResponse) {
        condition.lock()
        self.response = response
        condition.broadcast()
        condition.unlock()
    }

    private func runElsewhere(_ job: UnownedJob) {
        DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
