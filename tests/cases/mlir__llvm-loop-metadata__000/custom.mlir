#access_group = #llvm.access_group<id = distinct[0]<>>
#access_group1 = #llvm.access_group<id = distinct[1]<>>
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "d">
#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#loop_licm = #llvm.loop_licm<disable = true>
#alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
#loop_unroll = #llvm.loop_unroll<count = 4 : i32, followupAll = #loop_annotation>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, licm = #loop_licm, parallelAccesses = #access_group, #access_group1>
module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) {
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope]} : !llvm.ptr -> i32
    llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
  ^bb2:  // pred: ^bb1
    llvm.return
  }
}

