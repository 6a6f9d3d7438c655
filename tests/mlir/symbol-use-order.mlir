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
// -----

func.func private @nonexistent()
func.func @all_unused(%cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0, %1 = scf.if %cond -> (index, index) {
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  } else {
    // expected-error@+1 {{'func.call' op 'side_effect' does not reference a valid function}}
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  }
  return
}


