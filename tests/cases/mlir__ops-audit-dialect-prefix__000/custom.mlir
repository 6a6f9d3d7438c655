module {
  func.func private @g() -> i32
  func.func @f(%arg0: i1, %arg1: memref<2xf32>) -> i32 {
    %0 = call @g() : () -> i32
    %1 = scf.if %arg0 -> (i32) {
      %5 = func.call @g() : () -> i32
      %f = func.constant @g : () -> i32
      scf.yield %5 : i32
    } else {
      %5 = "test.region"() ({
        %6 = func.call @g() : () -> i32
        "test.yield"(%6) : (i32) -> ()
      }) : () -> i32
      scf.yield %5 : i32
    }
    affine.for %arg2 = 0 to 2 {
      %5 = func.call @g() : () -> i32
    }
    memref.alloca_scope  {
      %5 = func.call @g() : () -> i32
    }
    %2 = arith.index_cast %0 : i32 to index
    %3 = memref.generic_atomic_rmw %arg1[%2] : memref<2xf32> {
    ^bb0(%arg2: f32):
      %f = func.constant @g : () -> i32
      memref.atomic_yield %arg2 : f32
    }
    %generated = tensor.generate  {
      %5 = func.call @g() : () -> i32
      tensor.yield %5 : i32
    } : tensor<i32>
    %4 = "test.op"() ({
      %f = func.constant @g : () -> i32
      "test.yield"(%0) : (i32) -> ()
    }) : () -> i32
    return %1 : i32
  }
}

