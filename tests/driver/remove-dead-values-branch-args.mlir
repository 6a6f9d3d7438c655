// ARGS: -split-input-file -remove-dead-values

// A block reached by a branch forwarding a live value and by one forwarding
// a dead value loses its argument (the second branch finds it dead) while
// the first branch keeps its operand: the verifier reports the mismatch,
// as after upstream's pass.

func.func @main(%c: i1, %m: memref<i32>) {
  %x = arith.constant 1 : i32
  memref.store %x, %m[] : memref<i32>
  %y = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return
}

// -----


// Block arguments, some dead
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %y: i32):
  cf.br ^bb3(%x, %y : i32, i32)
^bb2(%z: i32):
  cf.br ^bb3(%z, %z : i32, i32)
^bb3(%p: i32, %q: i32):
  return %p : i32
}


// -----

// Loop in the CFG
func.func @cfg_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  %i2 = arith.addi %i, %c1 : i32
  %acc2 = arith.addi %acc, %i : i32
  cf.cond_br %cond, ^loop(%i2, %acc2 : i32, i32), ^exit(%i : i32)
^exit(%r: i32):
  return %r : i32
}


// -----

// same block twice as successor
func.func @twice(%c: i1, %m: memref<i32>) {
  %x = arith.constant 1 : i32
  memref.store %x, %m[] : memref<i32>
  %y = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return
}

