"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x1024xf32, 3>, index) -> memref<f32, strided<[], offset: ?>, 3>, sym_name = "subview_of_subview"}> ({
  ^bb0(%arg0: memref<4x1024xf32, 3>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 3, -9223372036854775808>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x1024xf32, 3>, index) -> memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>) -> memref<f32, strided<[], offset: ?>, 3>
    "func.return"(%1) : (memref<f32, strided<[], offset: ?>, 3>) -> ()
  }) : () -> ()
}) : () -> ()

