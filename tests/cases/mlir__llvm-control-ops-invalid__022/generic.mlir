"builtin.module"() ({
^bb0:
}) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-pu1(global):64:64-ni:1"} : () -> ()

