"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {bufferization.manual_deallocation} : () -> memref<2xf32>
    "memref.dealloc"(%0) {bufferization.manual_deallocation} : (memref<2xf32>) -> ()
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {bufferization.manual_deallocation} : () -> memref<2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

