module {
  func.func @func_with_arg(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @inline_with_arg(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @func_with_multi_return(%arg0: i1) -> i32 {
    %c55_i32 = arith.constant 55 : i32
    %c0_i32 = arith.constant 0 : i32
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %c0_i32 : i32
  ^bb2:  // pred: ^bb0
    return %c55_i32 : i32
  }
  func.func @inline_with_multi_return() -> i32 {
    %c55_i32 = arith.constant 55 : i32
    return %c55_i32 : i32
  }
  func.func @func_with_locations(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @inline_with_locations(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @func_external()
  func.func @no_inline_external() {
    call @func_external() : () -> ()
    return
  }
  func.func @multilevel_func_a() {
    return
  }
  func.func @multilevel_func_b() {
    return
  }
  func.func @convert_callee_fn(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @convert_callee_fn_multi_arg(%arg0: i32, %arg1: i32) {
    return
  }
  func.func @convert_callee_fn_multi_res() -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32 : i32, i32
  }
  func.func @convert_callee_fn_multiblock() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
  func.func @simplify_return_constant() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
  func.func @simplify_return_reference() -> (() -> i32) {
    %f = constant @simplify_return_constant : () -> i32
    return %f : () -> i32
  }
  func.func @inline_simplify() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
  func.func private @func_with_block_args_location(%arg0: i32) {
    "foo.bar"(%arg0) : (i32) -> ()
    return
  }
  func.func @func_with_block_args_location_callee1(%arg0: i32) {
    call @func_with_block_args_location(%arg0) : (i32) -> ()
    return
  }
  func.func @func_with_block_args_location_callee2(%arg0: i32) {
    call @func_with_block_args_location(%arg0) : (i32) -> ()
    return
  }
  func.func @func_with_multiple_blocks_callee2(%arg0: i32, %arg1: i1) {
    scf.while : () -> () {
      func.call @func_with_block_args_location(%arg0) : (i32) -> ()
      scf.condition(%arg1)
    } do {
      scf.yield
    }
    return
  }
  func.func @double_square_complex(%arg0: complex<f32>) -> complex<f32> {
    %0 = complex.add %arg0, %arg0 : complex<f32>
    %1 = complex.mul %0, %0 : complex<f32>
    return %1 : complex<f32>
  }
  func.func @inline_with_complex_ops() -> complex<f32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = complex.create %cst, %cst_0 : complex<f32>
    %1 = complex.add %0, %0 : complex<f32>
    %2 = complex.mul %1, %1 : complex<f32>
    return %2 : complex<f32>
  }
}

