import Foundation

/// Lets a connection thread wait for its handler's response or for a delay, until the server interrupts it.
///
/// While it waits for a response, the connection thread is also the executor of the handler's task, so a handler
/// that does not hop to an actor runs entirely on that thread: the server keeps answering when Swift concurrency's
/// few pool threads are busy with other work. Jobs that arrive when the thread is not waiting (after an
/// interruption, say) go to the global concurrent executor, so the task always finishes.
///
/// `@unchecked Sendable` is safe: `interrupted`, `response`, `jobs` and `runsJobs` are only read or written while
/// `condition`'s lock is held, and `condition` itself is a thread-safe lock.
final class InterruptibleWaiter: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var interrupted = false
    private var response: HTTPServerResponse?
    private var jobs: [UnownedJob] = []
    private var runsJobs = false

    /// Whether `interrupt()` was called.
    var isInterrupted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return interrupted
    }

    /// Runs `handler` in a task executed on the calling thread (never a pool thread), blocking it for the response.
    ///
    /// Returns nil when interrupted first; the task then finishes on the global executor and its response is dropped.
    func response(from handler: any HTTPRequestHandler, to request: HTTPServerRequest) -> HTTPServerResponse? {
        condition.lock()
        response = nil
        runsJobs = true
        condition.unlock()
        Task(executorPreference: self) {
            let response = await handler.response(to: request)
            self.deliver(response)
        }
        condition.lock()
        while response == nil && !interrupted {
            guard !jobs.isEmpty else {
                condition.wait()
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
        }
        runsJobs = false
        let leftovers = jobs
        jobs.removeAll()
        let result = interrupted ? nil : response
        condition.unlock()
        for job in leftovers {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
        return result
    }

    /// Queues a job of the handler's task for the waiting thread, or for the global executor when none waits.
    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        condition.lock()
        guard runsJobs else {
            condition.unlock()
            globalConcurrentExecutor.enqueue(ExecutorJob(unownedJob))
            return
        }
        jobs.append(unownedJob)
        condition.broadcast()
        condition.unlock()
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
}
