
// expected-error @below {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {rocdl.kernel}
