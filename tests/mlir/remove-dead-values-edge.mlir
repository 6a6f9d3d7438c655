// RUN: mlir-opt -allow-unregistered-dialect -split-input-file -remove-dead-values %s

// remove-dead-values on edge cases: endless loops, unregistered terminators,
// values from above, recursion through region ops, uncalled functions.

// function whose blocks loop forever, private, with a caller
func.func private @loop(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %b : i32
  cf.br ^bb1(%y : i32)
}
func.func @call_loop(%v: i32) -> i32 {
  %r = func.call @loop(%v, %v) : (i32, i32) -> i32
  return %r : i32
}

// -----

// private function ending in an unregistered terminator
func.func private @weird_term(%a: i32, %b: i32) -> i32 {
  "foo.ret"(%a) : (i32) -> ()
}
func.func @call_weird(%v: i32) -> i32 {
  %r = func.call @weird_term(%v, %v) : (i32, i32) -> i32
  return %r : i32
}

// -----

// value from above used in a region of a dead op
func.func @from_above(%c: i1, %v: i32) {
  %a = arith.addi %v, %v : i32
  %r = scf.if %c -> i32 {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// while with different numbers of values in before and after regions
func.func @while_shapes(%n: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    %d = arith.addi %i, %i : i32
    scf.condition(%c) %i, %d : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    memref.store %b, %m[] : memref<i32>
    %n2 = arith.addi %a, %c1 : i32
    scf.yield %n2 : i32
  }
  return %r#0 : i32
}

// -----

// recursion through region ops, private
func.func private @rec(%n: index, %m: memref<index>, %dead: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cmp = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %cmp -> index {
    memref.store %n, %m[] : memref<index>
    scf.yield %c0 : index
  } else {
    %p = arith.subi %n, %c1 : index
    %s = func.call @rec(%p, %m, %dead) : (index, memref<index>, index) -> index
    scf.yield %s : index
  }
  return %r : index
}
func.func @start(%n: index, %m: memref<index>) {
  %c7 = arith.constant 7 : index
  %x = func.call @rec(%n, %m, %c7) : (index, memref<index>, index) -> index
  return
}

// -----

// empty private function and one never called
func.func private @empty() {
  return
}
func.func private @never(%x: i32) -> i32 {
  return %x : i32
}
func.func @calls_empty() {
  func.call @empty() : () -> ()
  return
}

// -----

// results used only by dead code after a call
func.func private @pair(%a: i32) -> (i32, i32) {
  %b = arith.muli %a, %a : i32
  return %a, %b : i32, i32
}
func.func @use_pair(%a: i32, %m: memref<i32>) {
  %r:2 = func.call @pair(%a) : (i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#1 : i32
  memref.store %r#0, %m[] : memref<i32>
  return
}

// -----

// index_switch with no results and dead operands
func.func @switch_noresult(%i: index, %v: i32, %m: memref<i32>) {
  %d = arith.addi %v, %v : i32
  scf.index_switch %i
  case 3 {
    memref.store %v, %m[] : memref<i32>
    scf.yield
  }
  default {
  }
  return
}
