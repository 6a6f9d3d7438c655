"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x16xf32>, index, index, index) -> (), sym_name = "subview_in_loop"}> ({
  ^bb0(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: index):
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index):
      %0 = "arith.constant"() <{value = 3 : index}> : () -> index
      %1 = "memref.subview"(%arg0, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 2, 1>}> : (memref<16x16xf32>, index, index) -> memref<4x?xf32, strided<[32, 1], offset: ?>>
      %2:6 = "memref.extract_strided_metadata"(%1) : (memref<4x?xf32, strided<[32, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
      "func.call"(%2#1, %2#2, %2#3, %2#4, %2#5) <{callee = @use}> : (index, index, index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

