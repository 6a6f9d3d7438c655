
// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @l() attributes {nvvm.kernel} { return }
