"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i32, i32, f32, vector<2xi32>, struct<(i32)>, struct<(i32)>, ptr)>, linkage = #llvm.linkage<external>, sym_name = "use", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "constants", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32)>
    %1 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %2 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %3 = "llvm.mlir.zero"() : () -> i32
    %4 = "llvm.mlir.zero"() : () -> i32
    %5 = "llvm.mlir.zero"() : () -> f32
    %6 = "llvm.mlir.zero"() : () -> vector<2xi32>
    %7 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32)>
    %8 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%1, %2, %3, %4, %5, %6, %0, %7, %8) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @use, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 9, 0>}> : (!llvm.ptr, !llvm.ptr, i32, i32, f32, vector<2xi32>, !llvm.struct<(i32)>, !llvm.struct<(i32)>, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

