// ARGS: --mlir-disable-threading -split-input-file --pass-pipeline=builtin.module(func.func(remove-dead-values))

// Without threads the pass manager runs the pass on functions in place,
// inside their module: the result is the same as with threads.

func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %r = call @callee(%y) : (i32) -> i32
  return %r : i32
}
func.func @caller2(%x: i32, %m: memref<i32>) {
  %y = arith.muli %x, %x : i32
  %r = call @callee(%y) : (i32) -> i32
  memref.store %r, %m[] : memref<i32>
  return
}

// -----

func.func private @rec(%n: i32, %d: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %s:2 = func.call @rec(%n, %d) : (i32, i32) -> (i32, i32)
  "foo.use"(%s#0) : (i32) -> ()
  return %c0, %c0 : i32, i32
}
func.func @other(%n: i32) {
  return
}

// -----

func.func private @rec(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %cmp = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %cmp -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %s = func.call @rec(%m) : (i32) -> i32
    %t = arith.addi %s, %s : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}
