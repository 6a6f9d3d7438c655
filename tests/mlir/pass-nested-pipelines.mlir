// RUN: mlir-opt %s -pass-pipeline='builtin.module(func.func(strip-debuginfo),builtin.module(symbol-privatize,func.func(strip-debuginfo)),symbol-dce)' -mlir-print-debuginfo

module {
  func.func private @unused() loc("a":1:1)
  func.func @used() {
    func.call @callee() : () -> () loc("b":2:2)
    return loc("c":3:3)
  } loc("d":4:4)
  func.func private @callee() {
    return
  } loc("e":5:5)
  module @nested {
    func.func @inner() {
      return loc("f":6:6)
    } loc("g":7:7)
  }
}
