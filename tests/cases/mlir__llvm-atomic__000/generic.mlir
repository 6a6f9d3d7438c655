"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, f32, vector<2xf32>, i1, ptr<3>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: vector<2xf32>, %arg4: i1, %arg5: !llvm.ptr<3>):
    %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
    %1 = "llvm.atomicrmw"(%arg5, %arg2) <{alignment = 4 : i64, bin_op = 11 : i64, ordering = 7 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr<3>, f32) -> f32
    %2 = "llvm.atomicrmw"(%arg0, %arg3) <{bin_op = 13 : i64, ordering = 4 : i64}> : (!llvm.ptr, vector<2xf32>) -> vector<2xf32>
    %3 = "llvm.atomicrmw"(%arg0, %arg0) <{bin_op = 0 : i64, ordering = 5 : i64}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %4 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    %5 = "llvm.cmpxchg"(%arg0, %arg0, %arg0) <{alignment = 8 : i64, failure_ordering = 7 : i64, success_ordering = 7 : i64, syncscope = "x", volatile_, weak}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i1)>
    %6 = "llvm.va_arg"(%arg0) : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

