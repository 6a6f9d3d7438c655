"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>) -> f32, sym_name = "constant_indices"}> ({
  ^bb0(%arg0: memref<12x32xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<12x32xf32>) -> memref<4x4xf32, strided<[64, 3], offset: 68>>
    %3 = "memref.load"(%2, %0, %1) : (memref<4x4xf32, strided<[64, 3], offset: 68>>, index, index) -> f32
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

