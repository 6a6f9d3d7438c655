
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

