
// Chains sink in order; an op used in both branches stays; effects stop it.
func.func @chains(%x: i32, %c: i1, %m: memref<i32>) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %both = arith.subi %x, %x : i32
  %l = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %s = arith.addi %b, %both : i32
    %s2 = arith.addi %s, %l : i32
    scf.yield %s2 : i32
  } else {
    scf.yield %both : i32
  }
  return %r : i32
}

