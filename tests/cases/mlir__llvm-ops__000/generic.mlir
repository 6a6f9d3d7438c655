"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<private>, sym_name = "s", unnamed_addr = 0 : i64, value = "foo", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %12 = "llvm.mlir.constant"() <{value = 42 : i64}> : () -> i64
    "llvm.return"(%12) : (i64) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = i32, linkage = #llvm.linkage<linkonce>, sym_name = "t", thread_local_, unnamed_addr = 2 : i64, value = 7 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.alias"() <{alias_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %11 = "llvm.mlir.addressof"() <{global_name = @r}> : () -> !llvm.ptr
    "llvm.return"(%11) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "va", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i64, i32, vector<4xf32>)>, linkage = #llvm.linkage<external>, personality = @va, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: vector<4xf32>):
    %0 = "llvm.getelementptr"(%arg0, %arg1, %arg1) <{elem_type = !llvm.struct<(array<4 x i32>)>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %1 = "llvm.load"(%0) <{dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %2 = "llvm.call"(%arg2, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @va, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, i32) -> i32
    %3 = "llvm.call"(%arg0, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> i32
    %4 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
    %5 = "llvm.insertvalue"(%4, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %6 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %7 = "llvm.shufflevector"(%arg3, %arg3) <{mask = array<i32: 0, 1, -1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
    %8 = "llvm.alloca"(%arg1) <{alignment = 4 : i64, elem_type = i32}> : (i64) -> !llvm.ptr
    %9 = "llvm.fcmp"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<nnan, ninf>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    "llvm.invoke"(%arg2)[^bb1, ^bb2] <{CConv = #llvm.cconv<fastcc>, callee = @v, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"(%6) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %10 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
    "llvm.resume"(%10) : (!llvm.struct<(ptr, i32)>) -> ()
  }) : () -> ()
}) : () -> ()

