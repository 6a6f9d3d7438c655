func.func private @g() -> i32
func.func @f(%c: i1, %m: memref<2xf32>) -> i32 {
  %0 = func.call @g() : () -> i32
  %1 = scf.if %c -> i32 {
    %x = func.call @g() : () -> i32
    %fc = func.constant @g : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.region"() ({
      %z = func.call @g() : () -> i32
      "test.yield"(%z) : (i32) -> ()
    }) : () -> i32
    scf.yield %y : i32
  }
  affine.for %i = 0 to 2 {
    %w = func.call @g() : () -> i32
  }
  memref.alloca_scope {
    %w = func.call @g() : () -> i32
  }
  %ix = arith.index_cast %0 : i32 to index
  %r = memref.generic_atomic_rmw %m[%ix] : memref<2xf32> {
  ^bb0(%cur: f32):
    %w = func.constant @g : () -> i32
    memref.atomic_yield %cur : f32
  }
  %t = tensor.generate {
  ^bb0():
    %w = func.call @g() : () -> i32
    tensor.yield %w : i32
  } : tensor<i32>
  %xx = "test.op"() ({
    %q = func.constant @g : () -> i32
    "test.yield"(%0) : (i32) -> ()
  }) : () -> i32
  return %1 : i32
}
