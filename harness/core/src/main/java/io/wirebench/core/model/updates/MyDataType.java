package io.wirebench.core.model.updates;

import io.wirebench.core.model.ModelBean;
import java.io.Serializable;
import java.time.ZonedDateTime;

/**
 * The keyed update message of the delta-compression seed ("Improving performance with simple
 * compression", Chronicle Wire documentation, Peter Lawrey): a composite key of three fields,
 * four fields that rarely change and two that change on every update. Fields in the order every
 * contender writes them.
 */
public final class MyDataType extends ModelBean implements Serializable {
    private static final long serialVersionUID = 1L;

    // The composite key: two objects with equal keys are versions of the same data.
    private long firstId;
    private int secondId;
    private String thirdId;
    // Rarely change.
    private String staticOne;
    private long staticTwo;
    private ZonedDateTime staticThree;
    private double staticFour;
    // Change often.
    private long changesA;
    private double changesB;

    public MyDataType() {
    }

    public MyDataType(long firstId, int secondId, String thirdId, String staticOne, long staticTwo,
                      ZonedDateTime staticThree, double staticFour, long changesA, double changesB) {
        this.firstId = firstId;
        this.secondId = secondId;
        this.thirdId = thirdId;
        this.staticOne = staticOne;
        this.staticTwo = staticTwo;
        this.staticThree = staticThree;
        this.staticFour = staticFour;
        this.changesA = changesA;
        this.changesB = changesB;
    }

    /** The identifying fields, as one value with equals and hashCode. */
    public record Key(long firstId, int secondId, String thirdId) {
    }

    public Key key() {
        return new Key(firstId, secondId, thirdId);
    }

    public MyDataType copy() {
        return new MyDataType(firstId, secondId, thirdId, staticOne, staticTwo, staticThree, staticFour, changesA, changesB);
    }

    public long getFirstId() {
        return firstId;
    }

    public void setFirstId(long firstId) {
        this.firstId = firstId;
    }

    public int getSecondId() {
        return secondId;
    }

    public void setSecondId(int secondId) {
        this.secondId = secondId;
    }

    public String getThirdId() {
        return thirdId;
    }

    public void setThirdId(String thirdId) {
        this.thirdId = thirdId;
    }

    public String getStaticOne() {
        return staticOne;
    }

    public void setStaticOne(String staticOne) {
        this.staticOne = staticOne;
    }

    public long getStaticTwo() {
        return staticTwo;
    }

    public void setStaticTwo(long staticTwo) {
        this.staticTwo = staticTwo;
    }

    public ZonedDateTime getStaticThree() {
        return staticThree;
    }

    public void setStaticThree(ZonedDateTime staticThree) {
        this.staticThree = staticThree;
    }

    public double getStaticFour() {
        return staticFour;
    }

    public void setStaticFour(double staticFour) {
        this.staticFour = staticFour;
    }

    public long getChangesA() {
        return changesA;
    }

    public void setChangesA(long changesA) {
        this.changesA = changesA;
    }

    public double getChangesB() {
        return changesB;
    }

    public void setChangesB(double changesB) {
        this.changesB = changesB;
    }
}
