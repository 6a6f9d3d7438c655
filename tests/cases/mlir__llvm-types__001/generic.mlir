"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{}, {llvm.noalias}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<internal>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %1 = "llvm.icmp"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "llvm.trunc"(%0) <{overflowFlags = 1 : i32}> : (i32) -> i8
    %3 = "llvm.zext"(%2) <{nonNeg}> : (i8) -> i64
    %4 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.store"(%4, %arg1) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "e", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

