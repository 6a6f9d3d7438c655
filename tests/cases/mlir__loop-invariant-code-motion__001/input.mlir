
// Nested loops: inner ones first, then what they hoisted moves further.
// Loops stepping by 1 are speculatable; others are not.
func.func @nested(%a: index, %b: index, %m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %s = arith.addi %a, %b : index
      %t = arith.addi %s, %i : index
      %u = arith.muli %s, %s : index
      "test.use"(%t, %u) : (index, index) -> ()
    }
    scf.for %j = %c0 to %c10 step %c1 {
      %s = arith.addi %a, %b : index
    }
    scf.for %j = %c0 to %c10 step %c2 {
      %s = arith.addi %a, %b : index
    }
    affine.for %j = 0 to 10 step 2 {
    }
    affine.for %j = 0 to 10 {
    }
    %v = memref.load %m[%c0] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

