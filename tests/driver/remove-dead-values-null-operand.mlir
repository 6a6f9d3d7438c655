// ARGS: -split-input-file -remove-dead-values=canonicalize=0

// remove-dead-values drops the uses of the values it erases: an op kept in
// code that never runs is left with an operand without value, which the
// verifier after the pass reports.

func.func private @ext(i32)
func.func @main(%v: i32) {
  %false = arith.constant false
  %x = arith.addi %v, %v : i32
  scf.if %false {
    func.call @ext(%x) : (i32) -> ()
  }
  return
}

// -----

func.func private @ext(i32)
func.func private @f() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func private @never() -> i1 {
  %false = arith.constant false
  return %false : i1
}
func.func @main() {
  %r = func.call @f() : () -> i32
  %no = func.call @never() : () -> i1
  scf.if %no {
    %s = func.call @f() : () -> i32
    func.call @ext(%s) : (i32) -> ()
  }
  return
}

// -----

func.func private @ext(i32)
func.func private @unused(%m: memref<i32>, %x: i32) -> i32 {
  %c = arith.constant 1 : i32
  memref.store %c, %m[] : memref<i32>
  memref.store %x, %m[] : memref<i32>
  func.call @ext(%x) : (i32) -> ()
  return %c : i32
}
func.func private @unused2(%m: memref<i32>, %x: i32) -> i32 {
  %c = arith.constant 1 : i32
  memref.store %c, %m[] : memref<i32>
  memref.store %x, %m[] : memref<i32>
  return %c : i32
}
