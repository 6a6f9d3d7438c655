// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @a() {
  func.call @missing1() : () -> ()
  return
}
func.func @b() {
  // expected-error@+1 {{'func.call' op 'missing2' does not reference a valid function}}
  func.call @missing2() : () -> ()
  "foo.r"() ({
    func.call @missing3() : () -> ()
    "foo.t"() : () -> ()
  }, {
    func.call @missing4() : () -> ()
    "foo.t"() : () -> ()
  }) : () -> ()
  return
}
