"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xf32>, index) -> (), sym_name = "reinterpret_cast"}> ({
  ^bb0(%arg4: memref<1xf32>, %arg5: index):
    %9 = "memref.reinterpret_cast"(%arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index, index) -> (), sym_name = "reinterpret_cast_fully_dynamic"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index):
    %8 = "memref.reinterpret_cast"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (memref<?xf32>, index, index, index) -> memref<?xf32, strided<[?], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %7 = "memref.cast"(%6) : (memref<4xf32>) -> memref<?xf32>
    "func.call"(%5, %1) <{callee = @reinterpret_cast}> : (memref<1xf32>, index) -> ()
    "func.call"(%5, %2) <{callee = @reinterpret_cast}> : (memref<1xf32>, index) -> ()
    "func.call"(%7, %0, %4, %1) <{callee = @reinterpret_cast_fully_dynamic}> : (memref<?xf32>, index, index, index) -> ()
    "func.call"(%7, %0, %3, %3) <{callee = @reinterpret_cast_fully_dynamic}> : (memref<?xf32>, index, index, index) -> ()
    "func.call"(%5, %0) <{callee = @reinterpret_cast}> : (memref<1xf32>, index) -> ()
    "func.call"(%7, %0, %3, %1) <{callee = @reinterpret_cast_fully_dynamic}> : (memref<?xf32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

