
// scf.forall forwards its shared outputs to the body; scf.parallel forwards nothing.
func.func @f1(%t: tensor<8xf32>, %m: memref<8xindex>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    memref.store %i, %m[%i] : memref<8xindex>
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
func.func @f2(%t: tensor<8xf32>, %m: memref<8xindex>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    %e = tensor.extract %o[%i] : tensor<8xf32>
    "foo.use"(%e) : (f32) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
func.func @f3(%t: tensor<8xf32>, %n: index, %m: memref<8xindex>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
    memref.store %i, %m[%i] : memref<8xindex>
    scf.forall.in_parallel {
    }
  }
  return
}
func.func @p1(%n: index, %m: memref<8xindex>, %z: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i32 {
    memref.store %i, %m[%i] : memref<8xindex>
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %z : i32
}
