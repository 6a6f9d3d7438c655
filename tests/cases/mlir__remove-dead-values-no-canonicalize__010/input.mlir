
// scf.forall and scf.parallel
func.func @parallel(%n: index, %m: memref<?xi32>, %t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %dead = arith.addi %v, %v : i32
    memref.store %v, %m[%i] : memref<?xi32>
    scf.reduce
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xi32>) {
    %e = tensor.extract %o[%i] : tensor<?xi32>
    scf.forall.in_parallel {
    }
  }
  return %t : tensor<?xi32>
}

